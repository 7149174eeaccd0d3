import ArgumentParser
import Tessera
import TesseraColor
import TesseraFormats

extension RenderingIntent: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument {
        case "perceptual": self = .perceptual
        case "relative": self = .relativeColorimetric
        case "saturation": self = .saturation
        case "absolute": self = .absoluteColorimetric
        default: return nil
        }
    }

    public static var allValueStrings: [String] { ["perceptual", "relative", "saturation", "absolute"] }

    /// The name `--intent` takes, so `--help` shows a default the option accepts.
    public var defaultValueDescription: String {
        switch self {
        case .perceptual: "perceptual"
        case .relativeColorimetric: "relative"
        case .saturation: "saturation"
        case .absoluteColorimetric: "absolute"
        }
    }
}

extension GamutHandling: ExpressibleByArgument {}

/// Profiles by name or path, as a usage error when unknown, naming the valid names.
enum ProfileArgument {
    static func load(_ name: String) throws(CLIFailure) -> ColorProfile {
        do throws(ColorError) {
            return try ColorProfile.named(name)
        } catch {
            if case .unknownProfileName = error {
                throw .usage("unknown profile '\(name)'; use one of \(ColorTarget.builtInNames.joined(separator: ", ")) or a path ending in .icc or .icm")
            }
            throw .input("\(error)")
        }
    }

    /// The names of a profile argument already accepted by ``load(_:)``.
    static func target(_ name: String, url: String? = nil) throws(CLIFailure) -> ColorTarget {
        guard let target = ColorTarget.named(name, url: url) else { throw .usage("unknown profile '\(name)'") }
        return target
    }

    /// The compile converter for a profile argument; `url` is where CSS finds an ICC profile.
    static func converter(_ name: String, url: String? = nil) throws(CLIFailure) -> ProfileColorConverting {
        let profile = try load(name)
        return ProfileColorConverting(profile: profile, target: try target(name, url: url))
    }
}

extension DesignSystemFiles.Preset: ExpressibleByArgument {}
