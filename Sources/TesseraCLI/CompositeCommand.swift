import ArgumentParser
import Tessera
import TesseraColor

/// `tessera composite`: the solid color a translucent color leaves on a surface.
struct CompositeCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "composite",
        abstract: "Composite a translucent color over a surface and print the solid result.",
        discussion: """
            Blend spaces: srgb (gamma-encoded sRGB, what browsers, CoreGraphics and Figma show;
            the default), linear (linear light) or target (the --to profile's encoding).

            Examples:
              tessera composite '#00000033' --over '#FFFFFF'                 # #CCCCCC
              tessera composite '#00000033' --over '#FFFFFF' --space linear  # #E7E7E7
              tessera composite '#0000001F' --over '#F5F5F5' --to display-p3 --format float
            """)

    @Argument(help: "The translucent top color, as hex (#RRGGBBAA).")
    var top: String

    @Option(help: "The surface, as hex. A translucent surface gives a translucent result (Porter-Duff source-over), printed with its alpha.")
    var over: String

    @Option(help: "Blend space: srgb, linear or target.")
    var space: CompositingSpace = .srgb

    @Option(help: "Express the result in this profile (default: srgb).")
    var to: String = "srgb"

    @Option(help: "Output: hex or float (6 decimals: r g b, and alpha when the result is translucent).")
    var format: Format = .hex

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case hex, float
    }

    func execute(_ console: Console) throws(CLIFailure) {
        let topColor = try parse(top, option: "TOP")
        let bottom = try parse(over, option: "--over")
        let profile = try ProfileArgument.load(to)
        do throws(ColorError) {
            var (result, alpha) = try Compositing.sourceOver(
                topColor.unitRGB, alpha: topColor.unitAlpha, over: bottom.unitRGB, backgroundAlpha: bottom.unitAlpha, in: space, target: profile)
            if space != .target {
                result = try ColorConverter(from: try .builtIn(.srgb), to: profile).convert(result)
            }
            if bottom.alpha < 255 {
                console.err("note: the surface is translucent, so the result is too (alpha \(PaletteConversion.decimal(alpha)))\n")
            }
            switch format {
            case .hex:
                func byte(_ v: Double) -> UInt8 { UInt8(min(max((v * 255).rounded(), 0), 255)) }
                console.out(RGBA8(red: byte(result.0), green: byte(result.1), blue: byte(result.2), alpha: byte(alpha)).hex + "\n")
            case .float:
                let rgb = [result.0, result.1, result.2] + (alpha < 1 ? [alpha] : [])
                console.out(rgb.map(PaletteConversion.decimal).joined(separator: " ") + "\n")
            }
        } catch {
            throw .input("\(error)")
        }
    }

    private func parse(_ text: String, option: String) throws(CLIFailure) -> RGBA8 {
        do throws(ColorError) {
            return try HexColor.parse(text)
        } catch {
            if case .invalidHex(_, let column, let reason) = error {
                throw .usage("\(option) '\(text)' is not a hex color (column \(column): \(reason.message))")
            }
            throw .usage("\(option) '\(text)' is not a hex color")
        }
    }
}

extension CompositingSpace: ExpressibleByArgument {}
