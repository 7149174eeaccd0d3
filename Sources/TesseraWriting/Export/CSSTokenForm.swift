import TesseraReading
import TesseraTables

/// How a CSS export writes one token beyond what its resolved value says: what its reader kept
/// in `$extensions` for CSS.
///
/// - A string token's ``CSSStringForm`` (``DTCGLoader/cssTextKey``).
/// - A typography's `fontStyle`, `fontVariant` and `fontWidth` (kept under
///   ``DTCGLoader/extraPropertiesKey``), which the `font` shorthand starts with, as Style
///   Dictionary's `typography/css/shorthand` and Terrazzo's plugin-css write it. Its other
///   properties (`textTransform`, `paragraphSpacing`…) have no place in `font`; the export
///   writes one custom property per token, so they stay in `$extensions`.
package struct CSSTokenForm: Sendable, Hashable {
    package var string = CSSStringForm.quoted
    /// The `font` keywords, each one CSS accepts there (see ``fontKeyword(_:_:)``).
    package var fontStyle: String?
    package var fontVariant: String?
    package var fontWidth: String?

    /// Whether the token is written as its value alone.
    package var isPlain: Bool { self == CSSTokenForm() }

    /// The form `extensionsJSON` records; plain when it records none.
    package init(extensionsJSON: String?) {
        self.init()
        guard let text = extensionsJSON, text.contains(DTCGLoader.cssTextKey) || text.contains(DTCGLoader.extraPropertiesKey),
            let parsed = try? JSONParser().parse(text, file: "$extensions"), let members = parsed.document.object(parsed.document.root)
        else { return }
        let doc = parsed.document
        for m in members {
            switch m.key {
            case DTCGLoader.cssTextKey:
                string = CSSStringForm(extensionValue: doc.value(m.value)) ?? .quoted
            case DTCGLoader.extraPropertiesKey:
                // The last one written wins: Tokens Studio's `"Bold Italic"` weight gives the
                // style after any `fontStyle` beside it, and its transforms let the weight's win.
                for p in doc.object(m.value) ?? [] {
                    guard let word = doc.string(p.value) else { continue }
                    switch p.key {
                    case "fontStyle": fontStyle = Self.fontKeyword(word, Self.fontStyles) ?? fontStyle
                    case "fontVariant": fontVariant = Self.fontKeyword(word, Self.fontVariants) ?? fontVariant
                    case "fontWidth": fontWidth = Self.fontKeyword(word, Self.fontWidths) ?? fontWidth
                    default: continue
                    }
                }
            default: continue
            }
        }
    }

    package init() {}

    /// `value` as CSS text in this form, colors in hex.
    package func css(_ value: ResolvedValue) -> String {
        switch value {
        case .string(let text): string.css(text)
        case .typography(let families, let size, let weight, _, let lineHeight):
            CSSText.font(families: families, size: size, weight: weight, lineHeight: lineHeight, style: fontStyle, variant: fontVariant, width: fontWidth)
        default: value.cssText(quotingStrings: string != .quoted)
        }
    }

    // MARK: Font keywords

    /// `word` lowercased when the `font` shorthand accepts it (one of `keywords`, or for the
    /// style `oblique` and an angle); `nil` otherwise. A word the shorthand rejects would make
    /// the browser drop every `font` declaration that uses the property, so it is left out.
    package static func fontKeyword(_ word: String, _ keywords: Set<String>) -> String? {
        let parts = word.lowercased().split(separator: " ", omittingEmptySubsequences: true)
        if parts.count == 1, keywords.contains(String(parts[0])) { return String(parts[0]) }
        if keywords == fontStyles, parts.count == 2, parts[0] == "oblique", isAngle(parts[1]) { return "oblique \(parts[1])" }
        return nil
    }

    /// Whether `s` is a CSS angle: a number and `deg`, `grad`, `rad` or `turn`.
    private static func isAngle(_ s: Substring) -> Bool {
        for unit in ["deg", "grad", "rad", "turn"] where s.hasSuffix(unit) {
            return Double(s.dropLast(unit.count)).map(\.isFinite) == true
        }
        return false
    }

    /// `font-style` values (CSS Fonts 4).
    package static let fontStyles: Set<String> = ["normal", "italic", "oblique"]
    /// The `font-variant` values the shorthand takes (CSS 2.1's).
    package static let fontVariants: Set<String> = ["normal", "small-caps"]
    /// The `font-width` values the shorthand takes (CSS 3's keywords).
    package static let fontWidths: Set<String> = [
        "normal", "ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "semi-expanded", "expanded", "extra-expanded", "ultra-expanded",
    ]
}
