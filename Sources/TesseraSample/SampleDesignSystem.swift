import Foundation
import Tessera
import TesseraFormats

/// Lumen, the sample design system bundled with Tessera, read from its DTCG files.
///
/// The files ship as package resources (a copy lives in `Examples/lumen/` for people to read):
/// `lumen.resolver.json` declares the four built-in axes as modifiers and lists the token files;
/// `base.tokens.json` holds every token (raw palettes and scales, semantic colors, spacing,
/// typography, elevation, and component tokens for buttons, cards, text inputs, badges, lists
/// with dividers, tooltips, dialogs, switches, avatars and links); `colorScheme/`, `contrast/`
/// and `sizeClass/` hold what changes per context; `themes/` holds the override layers of the
/// two themes, `lumen` (the default) and `ocean` (a teal rebrand of about 15 % of the tokens,
/// with four tokens forbidden). Tiers, closed and abstract tokens, values that depend on two
/// axes at once and the themes travel in `$extensions.org.tessera` (see `DTCGSourceExport`).
public enum SampleDesignSystem {
    /// The directory holding the bundled DTCG files.
    ///
    /// A bundle without resources gives a path that does not exist, so ``load()`` reports it as
    /// an `io-error` instead of trapping here.
    public static var directory: String { (Bundle.module.resourceURL ?? Bundle.module.bundleURL).appendingPathComponent("lumen").path }

    /// The resolver document of the bundled files.
    public static var resolverPath: String { directory + "/lumen.resolver.json" }

    /// The bundled files read through ``DesignSystemFiles/load(_:preset:allowOutsideRoot:limits:mode:)``,
    /// with every problem found: a broken bundle is a diagnostic here, not a crash.
    public static func load() -> DesignSystemFiles.Loaded {
        DesignSystemFiles.load([resolverPath])
    }

    /// The whole design system: the four built-in axes, every token and both themes.
    ///
    /// Read once, on first use. For tests and benchmarks, which are entitled to trap on a
    /// broken bundle; tools that must report it call ``load()``.
    public static let designSystem: DesignSystem = {
        let read = load()
        // The files are part of the package and tested; a problem here is a packaging bug.
        precondition(!read.hasErrors, "the bundled sample does not load: \(read.diagnostics)")
        return read.design
    }()

    /// The theme selected when none is asked for.
    public static let defaultThemeName = "lumen"
}
