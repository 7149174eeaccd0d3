import ArgumentParser
import Tessera
import TesseraColor
import TesseraFormats

/// `tessera convert`: batch-convert a palette or a DTCG token file into a display profile.
struct ConvertCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert colors (hex or CSS lines, or a DTCG token file) into a display profile.",
        discussion: """
            Input is one color per line: #RGB, #RGBA, #RRGGBB, #RRGGBBAA, or a CSS Color 4 function:
            color(display-p3 r g b [/ a]), rgb(), hsl(), hwb(), lab(), lch(), oklab() or oklch(); as
            in CSS, rgb() channels and alpha are clamped. Blank lines and // comments are skipped. A file whose first
            character is { is read as DTCG tokens: every color token is converted and the rest kept.

            Profiles: \(ColorTarget.builtInNames.joined(separator: ", ")), or a path to an .icc/.icm \
            file. rec2020 is gamma 2.4, as CSS and DTCG define it (rec2020-g24 names it too);
            rec2020-oetf has the BT.2020 curve.

            Every bad line is reported as FILE:LINE:COLUMN; the exit code is then 1 and an existing
            -o file is left untouched (output is written to a temporary file and renamed).
            """)

    @Argument(help: "The input file, or - for standard input.")
    var input: String = "-"

    @Option(help: "The destination profile.")
    var to: String

    @Option(help: "The profile hex inputs are in.")
    var from: String = "srgb"

    @Option(help: "Rendering intent: perceptual, relative, saturation or absolute.")
    var intent: RenderingIntent = .relativeColorimetric

    @Flag(help: "Use black-point compensation.")
    var bpc = false

    @Option(help: "exact: correctly rounded 8-bit output; fast: lcms2's optimised 8-bit path (up to 3 codes off for gamma curves, 21 for log curves such as CineonLog).")
    var precision: Precision = .exact

    @Option(help: "Out-of-gamut colors: clip (warn), map (CSS Color 4's gamut mapping, warn), keep (unbounded, warn) or error.")
    var gamut: GamutHandling = .clip

    @Option(help: "Output: hex, float (6 decimals: r g b alpha), css or json (DTCG color objects).")
    var format: PaletteConversion.Format = .hex

    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of standard output.")
    var output: String?

    enum Precision: String, ExpressibleByArgument, CaseIterable {
        case exact, fast
    }

    func execute(_ console: Console) throws(CLIFailure) {
        let destination = try ProfileArgument.load(to)
        let source = try ProfileArgument.load(from)
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try FileIO.read(input)
        } catch {
            throw .input(error.description)
        }
        let name = input == "-" ? "<stdin>" : input
        let text: [UInt8]
        if bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }) == UInt8(ascii: "{") {
            text = try convertTokenFile(bytes, name: name, destination: destination, console: console)
        } else {
            text = try convertPalette(bytes, name: name, source: source, destination: destination, console: console)
        }
        if let output {
            do throws(FileError) {
                try FileIO.writeAtomically(text, to: output)
            } catch {
                throw .input(error.description)
            }
        } else {
            console.out(String(decoding: text, as: UTF8.self))
        }
    }

    private func convertPalette(_ bytes: [UInt8], name: String, source: ColorProfile, destination: ColorProfile, console: Console) throws(CLIFailure) -> [UInt8] {
        let target = try ProfileArgument.target(to)
        if let problem = PaletteConversion.formatProblem(format, target: target) { throw .usage(problem) }
        var conversion = PaletteConversion(source: source, destination: destination, target: target)
        conversion.intent = intent
        conversion.blackPointCompensation = bpc
        conversion.precision = precision == .exact ? .exact : .fast
        conversion.gamut = gamut
        conversion.format = format
        let progress = ProgressBar(console: console, label: "Converting")
        let result = conversion.run(bytes, progress: { progress.update($0) })
        progress.finish()
        switch result {
        case .success(let output):
            for w in output.warnings { console.err("\(name):\(w.line):\(w.column): warning[out-of-gamut]: \(w.message)") }
            return output.text
        case .failure(.badLines(let errors)):
            for e in errors { console.err("\(name):\(e.line):\(e.column): error[bad-color]: \(e.message)") }
            throw .diagnostics(count: errors.count)
        case .failure(.outOfGamut(let errors)):
            for e in errors { console.err("\(name):\(e.line):\(e.column): error[out-of-gamut]: \(e.message)") }
            throw .diagnostics(count: errors.count)
        case .failure(.color(let error)):
            throw .input("\(error)")
        }
    }

    private func convertTokenFile(_ bytes: [UInt8], name: String, destination: ColorProfile, console: Console) throws(CLIFailure) -> [UInt8] {
        // A token file is rewritten as DTCG, which names only its own color spaces.
        let target = try ProfileArgument.target(to)
        guard let space = target.dtcgSpace else { throw .usage(PaletteConversion.formatProblem(.json, target: target) ?? "") }
        let document: JSONDocument
        do throws(JSONParseError) {
            let parsed = try JSONParser().parse(bytes, file: name)
            for w in parsed.warnings { console.err(w.description) }
            document = parsed.document
        } catch {
            console.err(error.description)
            throw .diagnostics(count: 1)
        }
        let policy = gamut
        do throws(DTCGColorRewrite.Failure) {
            let result = try DTCGColorRewrite.rewrite(document) { literal, path throws(ColorConversionError) -> JSONValue in
                do throws(ColorError) {
                    let dtcg = try DTCGColor(
                        space: literal.space,
                        components: literal.components.map { $0.map(ComponentValue.number) ?? .none }, alpha: literal.alpha)
                    let c = try dtcg.converted(to: destination, intent: intent, blackPointCompensation: bpc, gamut: policy)
                    for w in c.warnings { console.err("\(name): warning[out-of-gamut]: \(path) \(w)") }
                    return DTCGColorValue.json(space: space.rawValue, components: [c.red, c.green, c.blue], alpha: literal.alpha)
                } catch {
                    throw ColorConversionError(error.description(for: target.name))
                }
            }
            return Array((JSONWriter().string(result.json) + "\n").utf8)
        } catch {
            for p in error.problems { console.err(p.description) }
            throw .diagnostics(count: error.problems.count)
        }
    }
}

extension PaletteConversion.Format: ExpressibleByArgument {}

extension ColorError {
    /// A short message for diagnostics.
    func description(for destination: String) -> String {
        switch self {
        case .outOfGamut(_, let values): "converts to \(destination) \(Gamut.describe(values)): outside the gamut"
        default: "\(self)"
        }
    }
}
