import TesseraCLI

#if canImport(Glibc)
import Glibc
#endif

exit(TesseraTool.run(Array(CommandLine.arguments.dropFirst())))
