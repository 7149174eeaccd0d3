/// Every rule Tessera reports, as one closed vocabulary: graph and compile rules and the
/// file-level rules of the formats layer alike.
///
/// Switch on ``Diagnostic/rule`` to handle a kind of problem wherever it was found: a
/// `$ref` pointing at nothing in a token file and an alias naming no token are both
/// ``unknownReference``. The raw value is the stable rule id printed in `error[rule-id]`.
public enum DiagnosticRule: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    // Graph and compile rules; each has a structured ``DiagnosticKind`` case.
    /// Aliases form a cycle.
    case aliasCycle = "alias-cycle"
    /// A reference (alias, `$ref`, JSON Pointer) names nothing.
    case unknownReference = "unknown-reference"
    /// A reference names a token that was rejected where it is declared.
    case rejectedReference = "rejected-reference"
    /// A reference targets a token of the wrong type.
    case typeMismatch = "type-mismatch"
    /// A value does not have the shape or range its type requires.
    case invalidValue = "invalid-value"
    /// An alias points up a tier.
    case tierViolation = "tier-violation"
    /// A layer overrides a closed token.
    case closedTokenOverride = "closed-token-override"
    /// A layer overrides a token that does not exist.
    case unknownOverrideTarget = "unknown-override-target"
    /// An abstract token has no definition in a concrete theme.
    case missingAbstractDefinition = "missing-abstract-definition"
    /// A converted color falls outside the target gamut.
    case outOfGamut = "out-of-gamut"
    /// A token resolves to the forbidden value.
    case forbiddenValue = "forbidden-value"
    /// The same path is declared twice.
    case duplicateToken = "duplicate-token"
    /// An axis name is unknown.
    case unknownAxis = "unknown-axis"
    /// A context name is unknown.
    case unknownContext = "unknown-context"
    /// A mode leaves out an axis that has no default.
    case missingContext = "missing-context"
    /// A context name matches several contexts.
    case ambiguousContext = "ambiguous-context"
    /// An axis declaration is inconsistent.
    case invalidAxis = "invalid-axis"
    /// A token depends on a token that failed.
    case unresolvedDependency = "unresolved-dependency"
    /// The summary of the tokens a run leaves out of its output, by reason.
    case leftOut = "left-out"
    /// A configured limit was exceeded.
    case limitExceeded = "limit-exceeded"
    /// A declared contrast pair falls short.
    case contrast = "contrast"
    /// A declared contrast pair cannot be judged.
    case contrastPair = "contrast-pair"

    // File-level rules, reported as ``DiagnosticKind/format(rule:detail:)``.
    /// A file cannot be read (missing, a directory, too large, unreadable).
    case ioError = "io-error"
    /// The files given do not form one design system (two resolver documents, an empty folder).
    case invalidInput = "invalid-input"
    /// A source file Tessera cannot read: a JavaScript or TypeScript token module.
    case unreadableSource = "unreadable-source"
    /// The bytes are not JSON.
    case jsonSyntax = "json-syntax"
    /// An object repeats a key.
    case duplicateKey = "duplicate-key"
    /// A DTCG document's root is not a group.
    case invalidDocument = "invalid-document"
    /// A token or group name uses a reserved character, or one the writing tool reads as a
    /// separator (`/` in a Tokens Studio file).
    case invalidName = "invalid-name"
    /// A name starting with `$` that DTCG does not define.
    case reservedName = "reserved-name"
    /// A token has no usable value.
    case invalidToken = "invalid-token"
    /// A token lacks `$value`.
    case incompleteToken = "incomplete-token"
    /// An object is both a token and a group in a way DTCG forbids.
    case tokenAndGroup = "token-and-group"
    /// Two files disagree on whether a path is a token or a group.
    case tokenGroupConflict = "token-group-conflict"
    /// Two files declare one token with different types.
    case typeConflict = "type-conflict"
    /// A token's type cannot be determined from `$type`, its group or its value.
    case typeUndeterminable = "type-undeterminable"
    /// A `$type` DTCG does not define (in the compatible mode a warning, its tokens left out).
    case unknownType = "unknown-type"
    /// A `$type` an import preset does not read; the token is left out.
    case unsupportedType = "unsupported-type"
    /// A `$type` outside DTCG's types that Tokens Studio writes, read as the DTCG type it means;
    /// or no `$type` at all where the value's shape has only one type (a colour object).
    case nonDTCGType = "non-dtcg-type"
    /// A value written as real tools write it but not as DTCG 2025.10 does (a color or dimension
    /// string, a number as a string, a unit beyond `px`/`rem`, a partial typography object).
    case nonDTCGValue = "non-dtcg-value"
    /// A value its declared `$type` cannot read but whose shape says what it is (a colour typed
    /// `border`, CSS text typed `dimension`); read by its shape in the compatible mode.
    case typeContradiction = "type-contradiction"
    /// A color object whose `hex` disagrees with its `components` (the components win).
    case hexMismatch = "hex-mismatch"
    /// A member of a token object that is not a DTCG property and holds no token (`attributes`,
    /// `themeable`, `unit`, `docs`): metadata the writing tool carries, kept in the token's
    /// `$extensions`.
    case nonDTCGProperty = "non-dtcg-property"
    /// Which tool's conventions a file was read by (a note: Tokens Studio export, Terrazzo modes).
    case toolConvention = "tool-convention"
    /// A legacy Style Dictionary file: `value`/`type`/`comment` without `$`.
    case legacyFormat = "legacy-format"
    /// JSON with comments or trailing commas (JSONC, JSON5 sources).
    case jsonExtension = "json-extension"
    /// A string holding U+2028 or U+2029 unescaped: valid JSON and JSON5, but a line break to
    /// JavaScript before ES2019, so the JSON5 specification asks parsers to warn (a warning in
    /// both reading modes).
    case unescapedLineSeparator = "unescaped-line-separator"
    /// A token has both `$value` and `$ref`.
    case valueAndRef = "value-and-ref"
    /// A reference is malformed (not `{a.b}`, not a JSON Pointer, or pointing at a part of an alias).
    case invalidReference = "invalid-reference"
    /// A `$ref` chain loops.
    case circularReference = "circular-reference"
    /// `$extends` is malformed.
    case invalidExtends = "invalid-extends"
    /// `$extends` names a token instead of a group.
    case extendsToken = "extends-token"
    /// `$extends` groups extend each other in a loop.
    case extendsCycle = "extends-cycle"
    /// An `$extensions` entry Tessera reads has the wrong shape.
    case invalidExtension = "invalid-extension"
    /// A `$description`, `$deprecated` or `$extensions` of the wrong JSON type.
    case invalidProperty = "invalid-property"
    /// A resolver document is malformed.
    case invalidResolver = "invalid-resolver"
    /// A resolver document has no or an unsupported `version`.
    case invalidVersion = "invalid-version"
    /// A resolver modifier is malformed.
    case invalidModifier = "invalid-modifier"
    /// A resolver source is not a `$ref` or an inline token tree.
    case invalidSource = "invalid-source"
    /// Two resolver items share a name.
    case duplicateName = "duplicate-name"
    /// A resolver modifier is declared but never used.
    case unusedModifier = "unused-modifier"
    /// A resolver set is neither in `resolutionOrder` nor referenced by a used source.
    case unusedSet = "unused-set"
    /// Two token files given together, one of them a legacy Style Dictionary file, set one
    /// token: the later file's wins, and Style Dictionary warns of the collision (a warning in
    /// both reading modes).
    case tokenCollision = "token-collision"
    /// A Tokens Studio `$themes` or `$metadata` entry is malformed or names a set the export lacks.
    case tokensStudioTheme = "tokens-studio-theme"
    /// A value with math (`{space.base} * 2`) that cannot be evaluated; the token is left out.
    case unevaluableMath = "unevaluable-math"
    /// A Tokens Studio color modifier that cannot be applied (unknown type or space); the token is left out.
    case unsupportedColorModifier = "unsupported-color-modifier"
    /// A Gentle spec's `_specVersion` is missing or unsupported.
    case gentleVersion = "gentle-version"
    /// A Gentle spec was migrated from an older version.
    case gentleMigrated = "gentle-migrated"
    /// A theme name that the design system does not have.
    case unknownTheme = "unknown-theme"
    /// Two tokens or axes map to one CSS name.
    case cssNameCollision = "css-name-collision"
    /// A CSS property that accepts only non-negative values would get a negative one.
    case negativeValue = "negative-value"
    /// A snapshot cannot be loaded.
    case snapshotLoad = "snapshot-load"
    /// A theme loaded from a snapshot cannot take overrides.
    case snapshotOverride = "snapshot-override"
    /// The file watcher cannot start.
    case watchThread = "watch-thread"

    /// The stable rule id, such as `unknown-reference`.
    public var description: String { rawValue }
}
