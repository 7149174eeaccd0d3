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

/// The `--gamut` choices shared by `convert` and `resolve`.
enum GamutChoice: String, ExpressibleByArgument, CaseIterable {
    case clip, keep, error

    var policy: GamutPolicy {
        switch self {
        case .clip: .clip
        case .keep: .unbounded
        case .error: .fail
        }
    }

    var handling: GamutHandling {
        switch self {
        case .clip: .clip
        case .keep: .keep
        case .error: .error
        }
    }
}

/// Profiles by name or path, as a usage error when unknown, naming the valid names.
enum ProfileArgument {
    static let names = ["srgb", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "rec2020-oetf", "rec2020-g24", "srgb-linear"]

    static func load(_ name: String) throws(CLIFailure) -> ColorProfile {
        do throws(ColorError) {
            return try ColorProfile.named(name)
        } catch {
            if case .unknownProfileName = error {
                throw .usage("unknown profile '\(name)'; use one of \(names.joined(separator: ", ")) or a path ending in .icc or .icm")
            }
            throw .input("\(error)")
        }
    }
}

extension DesignSystemFiles.Preset: ExpressibleByArgument {}
