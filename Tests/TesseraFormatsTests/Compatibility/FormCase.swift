import Foundation
import TesseraFormats
import TesseraTestSupport
import Testing

@testable import Tessera

/// The suites that pin docs/compatibility.md: one per tool, each a table of the forms the tool
/// documents (`swift test --filter Compatibility` runs them all).
@Suite("Compatibility tables")
enum Compatibility {}

/// One row of docs/compatibility.md: a form a tool documents, the files that hold it, and what
/// Tessera reads it as in the compatible and the strict reading mode.
///
/// The expected value is the one the tool's documentation gives the form, worked out by hand
/// (1rem is 16px, a bare `time` is milliseconds, `#ff000080` is red at alpha 128/255), not
/// copied from Tessera's output.
struct FormCase: Sendable, CustomTestStringConvertible {
    /// What reading the row's token gives.
    enum Outcome: Sendable {
        /// The resolved value; colors and numbers are compared to 1e-4.
        case value(ResolvedValue)
        /// The declared expression, for colors only a color converter compiles (hsl, oklch,
        /// display-p3), which this test target does not link.
        case declared(TokenExpression)
        /// The token is left out, named by the left-out summary under `reason` (a rule id, or
        /// `$type X` for a type Tessera has no column for).
        case leftOut(String)
        /// The file cannot be read: an error with rule `rule`, and no token.
        case unreadable(String)
    }

    /// A file of the case; with `context`, an `AXIS=CONTEXT` file given as `--context`.
    struct File: Sendable {
        var name: String
        var contents: String
        var context: (axis: String, context: String)?
    }

    /// The row's name, as docs/compatibility.md cites it.
    var name: String
    var files: [File]
    var path: TokenPath
    var outcome: Outcome
    /// The rule ids of the warnings reading and compiling give in the compatible mode.
    var warnings: Set<String>
    /// The rule ids of the errors reading and compiling give with `--strict`.
    var strict: Set<String>
    /// The contexts selected (`--input`).
    var input: [String: String] = [:]
    /// The theme compiled (`--theme`); the design system's first when `nil`.
    var theme: String?
    /// Whether the folder holding the files is given instead of the files.
    var asFolder = false
    /// The files given, when not all of them (a resolver document names the others).
    var given: [String]?
    /// The token's expected `$description`, when the row is about one.
    var tokenDescription: String?
    /// The token's expected deprecation message when the row is about one: `.some(nil)` for
    /// a token that must not be deprecated.
    var deprecation: String??
    /// Text the token's `$extensions` JSON must hold, when the row is about metadata.
    var extensions: [String] = []
    /// Whether the token must have no `$extensions` at all.
    var noExtensions = false
    /// The axes the design system must have, as `name=context,context` with the default
    /// context first, when the row is about structure.
    var axes: [String]?
    /// The themes the design system must have, when the row is about structure.
    var themes: [String]?
    /// How many diagnostics of each rule `tessera` prints in the compatible mode, when the row
    /// says that one diagnostic sums several things up.
    var counts: [String: Int] = [:]

    var testDescription: String { name }

    /// A case of one file, `file`, holding `json`.
    init(
        _ name: String, _ json: String, file: String = "tokens.json", path: TokenPath, _ outcome: Outcome, warnings: Set<String>, strict: Set<String>,
        input: [String: String] = [:]
    ) {
        self.init(name, files: [File(name: file, contents: json)], path: path, outcome, warnings: warnings, strict: strict, input: input)
    }

    /// A case of several files, given in order.
    init(_ name: String, files: [File], path: TokenPath, _ outcome: Outcome, warnings: Set<String>, strict: Set<String>, input: [String: String] = [:]) {
        self.name = name
        self.files = files
        self.path = path
        self.outcome = outcome
        self.warnings = warnings
        self.strict = strict
        self.input = input
    }

    /// A copy with `change` applied (for the optional checks).
    func with(_ change: (inout FormCase) -> Void) -> FormCase {
        var copy = self
        change(&copy)
        return copy
    }

    // MARK: Running

    /// `name=default,other,…`.
    static func describe(_ axis: ModeAxis) -> String {
        let names = axis.contexts.map(\.name)
        let ordered = names.filter { $0 == axis.defaultContext } + names.filter { $0 != axis.defaultContext }
        return axis.name + "=" + ordered.joined(separator: ",")
    }

    /// What one reading mode gives: every diagnostic, the design system and the compiled theme.
    struct Reading {
        var diagnostics: [Diagnostic]
        /// The diagnostics as `tessera` prints them (references into token modules it cannot
        /// read are one error).
        var presented: [Diagnostic]
        var design: DesignSystem
        var theme: ResolvedTheme

        var leftOut: LeftOutReport { LeftOutReport(diagnostics: diagnostics, rejected: design.rejectedTokens) }

        /// The rule ids of the diagnostics of `severity`, leaving out the compile's note that
        /// wide-gamut colors need a color converter (this target links none).
        func ruleIDs(_ severity: Diagnostic.Severity) -> Set<String> {
            Set(diagnostics.filter { $0.severity == severity && !$0.message.contains("need a color converter") }.map(\.ruleID))
        }
    }

    /// Reads the case's files as `tessera` does in `mode` and compiles its theme.
    func read(_ mode: ReadingMode) throws -> Reading {
        let root = try Scratch.folder(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) }))
        let base = files.filter { $0.context == nil && given?.contains($0.name) != false }.map { root + "/" + $0.name }
        let contexts = files.compactMap { f in f.context.map { ContextFile(axis: $0.axis, context: $0.context, path: root + "/" + f.name) } }
        let loaded =
            contexts.isEmpty
            ? DesignSystemFiles.load(asFolder ? [root] : base, mode: mode)
            : DesignSystemFiles.load(base, contexts: contexts, mode: mode)
        let design = loaded.design
        let chosen = theme.flatMap { design.theme(named: $0) } ?? design.themes.first ?? Theme(name: "base")
        let result = TokenGraph(design).compileKeepingGoing(chosen)
        let diagnostics = loaded.diagnostics + result.diagnostics
        return Reading(diagnostics: diagnostics, presented: loaded.presenting(diagnostics), design: design, theme: result.theme)
    }

    /// Checks the row in both reading modes.
    func check() throws {
        let compatible = try read(.compatible)
        #expect(compatible.ruleIDs(.warning) == warnings, "compatible-mode warnings: \(compatible.diagnostics)")
        switch outcome {
        case .value(let expected):
            #expect(compatible.ruleIDs(.error).isEmpty, "\(compatible.diagnostics)")
            let table = try compatible.theme.table(for: compatible.theme.mode(input))
            let found = try #require(table.resolvedValue(at: path), "no token \(path)")
            let value = try found.get()
            #expect(value.rounded == expected.rounded, "\(path): \(value), expected \(expected)")
        case .declared(let expected):
            #expect(compatible.ruleIDs(.error).isEmpty, "\(compatible.diagnostics)")
            let token = try #require(compatible.design.tokens.first { $0.path == path }, "no token \(path)")
            #expect(token.definitions.first?.expression == expected)
        case .leftOut(let reason):
            let group = compatible.leftOut.groups.first { $0.tokens.contains(path) }
            #expect(group?.reason == reason, "left out: \(compatible.leftOut.groups), diagnostics: \(compatible.diagnostics)")
        case .unreadable(let rule):
            #expect(compatible.ruleIDs(.error) == [rule], "\(compatible.diagnostics)")
            #expect(!compatible.design.tokens.contains { $0.path == path })
        }
        if tokenDescription != nil || deprecation != nil || !extensions.isEmpty || noExtensions {
            let token = try #require(compatible.design.tokens.first { $0.path == path }, "no token \(path)")
            if let tokenDescription { #expect(token.description == tokenDescription) }
            if let deprecation { #expect(token.deprecation == deprecation, "deprecation") }
            for text in extensions { #expect(token.extensionsJSON?.contains(text) == true, "\(token.extensionsJSON ?? "no $extensions")") }
            if noExtensions { #expect(token.extensionsJSON == nil) }
        }
        if let axes {
            #expect(compatible.design.axes.map(Self.describe) == axes)
        }
        if let themes { #expect(compatible.design.themes.map(\.name) == themes) }
        for (rule, count) in counts {
            #expect(compatible.presented.filter { $0.ruleID == rule }.count == count, "\(rule): \(compatible.presented)")
        }
        let strictReading = try read(.strict)
        #expect(strictReading.ruleIDs(.error) == strict, "strict errors: \(strictReading.diagnostics)")
    }
}

// MARK: Expected values

/// An sRGB color from `0xRRGGBB` and an alpha.
func rgb(_ code: UInt32, alpha: Float = 1) -> ResolvedValue { .color(TokenColor(rgb: code, alpha: alpha)) }

/// A dimension.
func dim(_ value: Double, _ unit: TokenDimension.Unit = .px) -> TokenDimension { TokenDimension(value, unit) }

/// A border with a keyword style.
func border(_ color: UInt32, _ width: TokenDimension, _ style: TokenStrokeStyle.Keyword) -> ResolvedValue {
    .border(color: TokenColor(rgb: color), width: width, style: ResolvedValue.ResolvedStroke(keyword: style, dashes: [], lineCap: .butt))
}

extension ResolvedValue {
    /// The value with every color channel and number rounded to 1e-4, so that a value worked
    /// out by hand (128/255) equals the one read through Float tables.
    var rounded: ResolvedValue {
        func r(_ x: Double) -> Double { (x * 10_000).rounded() / 10_000 }
        func c(_ color: TokenColor) -> TokenColor { TokenColor(rgba: (color.rgba * 10_000).rounded(.toNearestOrEven) / 10_000) }
        func d(_ dimension: TokenDimension) -> TokenDimension { TokenDimension(r(dimension.value), dimension.unit) }
        func t(_ duration: TokenDuration) -> TokenDuration { TokenDuration(r(duration.value), duration.unit) }
        func b(_ curve: CubicBezier) -> CubicBezier { CubicBezier(r(curve.points.x), r(curve.points.y), r(curve.points.z), r(curve.points.w)) }
        switch self {
        case .color(let color): return .color(c(color))
        case .dimension(let dimension): return .dimension(d(dimension))
        case .number(let n): return .number(r(n))
        case .fontWeight(let w): return .fontWeight(r(w))
        case .duration(let duration): return .duration(t(duration))
        case .cubicBezier(let curve): return .cubicBezier(b(curve))
        case .strokeStyle(let keyword, let dashes, let cap): return .strokeStyle(keyword, dashes: dashes.map(d), lineCap: cap)
        case .shadow(let layers):
            return .shadow(
                layers.map { ShadowLayer(color: c($0.color), offsetX: d($0.offsetX), offsetY: d($0.offsetY), blur: d($0.blur), spread: d($0.spread), inset: $0.inset) })
        case .typography(let family, let size, let weight, let spacing, let line):
            return .typography(fontFamily: family, fontSize: d(size), fontWeight: r(weight), letterSpacing: d(spacing), lineHeight: r(line))
        case .border(let color, let width, let style):
            return .border(color: c(color), width: d(width), style: style)
        case .transition(let transition):
            return .transition(TokenTransition(duration: t(transition.duration), delay: t(transition.delay), timingFunction: b(transition.timingFunction)))
        case .gradient(let stops): return .gradient(stops.map { GradientStop(color: c($0.color), position: r($0.position)) })
        case .fontFamily, .string, .boolean: return self
        }
    }
}
