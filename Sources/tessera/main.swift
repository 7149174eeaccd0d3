import TesseraCLI
import TesseraIO
import TesseraSupport

// An interrupted command removes the temporary file of a write in progress.
TemporaryFiles.removeOnSignals()

exit(TesseraTool.run(Array(CommandLine.arguments.dropFirst())))
