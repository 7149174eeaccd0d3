import TesseraColorModel
import TesseraCompiler
import TesseraDiff
import TesseraModel
import TesseraReading
import TesseraTables

/// A ``DesignSystemDiff`` as JSON, in the shape the Tessera catalog's Diff article specifies
/// (`"schema": "tessera-diff/1"`).
public struct DiffJSONReport: Sendable {
    /// The schema identifier written at the top of every document.
    public static let schema = "tessera-diff/1"

    /// The comparison.
    public var diff: DesignSystemDiff

    /// Creates a report.
    public init(diff: DesignSystemDiff) { self.diff = diff }

    /// The document.
    public func json() -> JSONValue {
        let s = diff.summary
        let summary: JSONValue = .object([
            ("changed", count(s.changed)), ("changedByDefinition", count(s.changedByDefinition)), ("changedThroughAlias", count(s.changedThroughAlias)),
            ("added", count(s.added)), ("removed", count(s.removed)), ("renamed", count(s.renamed)),
            ("contrastChanges", count(s.contrastChanges)), ("contrastRegressions", count(s.contrastRegressions)),
            ("contrastImprovements", count(s.contrastImprovements)),
            ("kinds", .array(DesignSystemDiff.Kind.allCases.filter { diff.kinds.contains($0) }.map { .string($0.rawValue) })),
        ])
        return .object([
            ("schema", .string(Self.schema)),
            ("old", .object([("name", .string(diff.oldName))])),
            ("new", .object([("name", .string(diff.newName))])),
            ("deltaE", .string("OKLab")),
            ("summary", summary),
            ("axes", .array(diff.axes.map(Self.axis))),
            ("themesAdded", .array(diff.themesAdded.map { .string($0) })),
            ("themesRemoved", .array(diff.themesRemoved.map { .string($0) })),
            ("added", .array(diff.added.map(Self.entry))),
            ("removed", .array(diff.removed.map(Self.entry))),
            ("renamed", .array(diff.renamed.map { .object([("old", .string($0.old.rawValue)), ("new", .string($0.new.rawValue)), ("type", .string($0.type.rawValue))]) })),
            ("themes", .array(diff.themes.map(Self.theme))),
        ])
    }

    private func count(_ n: Int) -> JSONValue { .number(Double(n)) }

    static func axis(_ change: AxisChange) -> JSONValue {
        switch change {
        case .added(let axis): .object([("change", .string("added")), ("axis", .string(axis))])
        case .removed(let axis): .object([("change", .string("removed")), ("axis", .string(axis))])
        case .contextsAdded(let axis, let contexts): .object([("change", .string("contextsAdded")), ("axis", .string(axis)), ("contexts", .array(contexts.map { .string($0) }))])
        case .contextsRemoved(let axis, let contexts):
            .object([("change", .string("contextsRemoved")), ("axis", .string(axis)), ("contexts", .array(contexts.map { .string($0) }))])
        case .defaultChanged(let axis, let from, let to): .object([("change", .string("defaultChanged")), ("axis", .string(axis)), ("from", .string(from)), ("to", .string(to))])
        }
    }

    static func entry(_ e: TokenEntry) -> JSONValue {
        .object([("path", .string(e.path.rawValue)), ("type", .string(e.type.rawValue)), ("value", value(e.value)), ("varies", .bool(e.varies))])
    }

    /// `{"state": "value", "value": <DTCG $value>, "text": <CSS text>}`, or a state alone.
    static func value(_ v: DiffValue) -> JSONValue {
        switch v {
        case .value(let value): .object([("state", .string("value")), ("value", value.dtcgValue()), ("text", .string(value.cssText()))])
        case .forbidden: .object([("state", .string("forbidden"))])
        case .absent: .object([("state", .string("absent"))])
        }
    }

    static func field(_ v: ResolvedValue?) -> JSONValue { v.map { value(.value($0)) } ?? .null }

    static func delta(_ d: ValueDelta?) -> JSONValue {
        guard let d else { return .null }
        switch d {
        case .color(let deltaE, let alpha): return .object([("kind", .string("color")), ("deltaE", .number(rounded(deltaE, 10_000))), ("alpha", .number(rounded(alpha, 10_000)))])
        case .dimension(let x): return .object([("kind", .string("dimension")), ("value", .number(rounded(x.value, 10_000))), ("unit", .string(x.unit.name))])
        case .number(let x): return .object([("kind", .string("number")), ("value", .number(rounded(x, 10_000)))])
        case .duration(let x): return .object([("kind", .string("duration")), ("value", .number(rounded(x.value, 10_000))), ("unit", .string(x.unit.name))])
        }
    }

    static func selection(_ s: [AxisContexts]) -> JSONValue { .object(s.map { ($0.axis, .array($0.contexts.map { .string($0) })) }) }

    static func cause(_ c: TokenDiff.Cause) -> JSONValue {
        switch c {
        case .definition: .object([("kind", .string("definition"))])
        case .alias(let sources): .object([("kind", .string("alias")), ("sources", .array(sources.map { .string($0.rawValue) }))])
        case .context: .object([("kind", .string("context"))])
        }
    }

    static func theme(_ t: ThemeDiff) -> JSONValue {
        .object([
            ("name", .string(t.name)),
            ("modesCompared", .number(Double(t.modesCompared))),
            ("tokens", .array(t.tokens.map(token))),
            ("contrast", .array(t.contrast.map(contrast))),
        ])
    }

    static func token(_ t: TokenDiff) -> JSONValue {
        .object([
            ("path", .string(t.path.rawValue)), ("type", .string(t.type.rawValue)), ("cause", cause(t.cause)),
            ("axes", .array(t.axes.map { .string($0) })),
            (
                "changes",
                .array(
                    t.changes.map { m in
                        .object([
                            ("modes", selection(m.selection)), ("mode", .string(m.selection.modeDescription)), ("combinations", .number(Double(m.combinations))),
                            ("before", value(m.change.before)), ("after", value(m.change.after)), ("delta", delta(m.change.delta)),
                            (
                                "fields",
                                .array(
                                    m.change.fields.map { f in
                                        .object([("field", .string(f.field)), ("before", field(f.before)), ("after", field(f.after)), ("delta", delta(f.delta))])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }

    static func judgement(_ r: ContrastResult?) -> JSONValue {
        guard let r else { return .null }
        var fields: [(String, JSONValue)] = [
            ("foregroundColor", .string(r.foreground.hex)), ("backgroundColor", .string(r.background.hex)),
            ("ratio", .number(rounded(r.ratio, 1000))), ("apcaLc", .number(rounded(r.lightnessContrast, 100))),
        ]
        if let level = r.requiredLevel { fields.append(("level", .string(level.rawValue))) }
        if let lc = r.requiredLightnessContrast { fields.append(("apcaMinimum", .number(lc))) }
        fields.append(("pass", .bool(r.passes)))
        return .object(fields)
    }

    static func contrast(_ c: ContrastChange) -> JSONValue {
        var fields: [(String, JSONValue)] = [("foreground", .string(c.pair.foreground.rawValue)), ("background", .string(c.pair.background.rawValue))]
        if let over = c.pair.over { fields.append(("over", .string(over.rawValue))) }
        fields += [
            ("modes", selection(c.selection)), ("mode", .string(c.selection.modeDescription)), ("combinations", .number(Double(c.combinations))),
            ("before", judgement(c.before)), ("after", judgement(c.after)),
            ("regression", .bool(c.isRegression)), ("improvement", .bool(c.isImprovement)),
        ]
        return .object(fields)
    }

    static func rounded(_ x: Double, _ scale: Double) -> Double { (x * scale).rounded() / scale }
}
