import TesseraCLI

#if canImport(Glibc)
import Glibc
#endif

exit(TesseraCLI.run(Array(CommandLine.arguments.dropFirst())))
