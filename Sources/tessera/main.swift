import TesseraCLI
import TesseraSupport

exit(TesseraTool.run(Array(CommandLine.arguments.dropFirst())))
