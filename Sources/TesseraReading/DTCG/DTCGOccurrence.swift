/// One token as written in one DTCG document, before values are read.
package struct DTCGOccurrence {
    /// The dot-joined path, `$root` kept; built once, since every later step keys on it.
    package var dottedPath: String
    package var document: Int
    /// The token's JSON object.
    package var node: JSONDocument.Node
    /// Its own `$type`, or the closest group's (after `$extends`).
    package var declaredType: String?
    /// Where `declaredType` came from, for messages.
    package var typeNode: JSONDocument.Node?
    package var description: String?
    /// `nil` when not deprecated; otherwise the reason (empty when `true`).
    package var deprecation: String?
    package var extensionsNode: JSONDocument.Node?
    /// Its `$value` and token-level `$ref`, found in the one pass over its members that reads
    /// the rest: the loader asked for each several times, a scan of the members each.
    package var valueNode: JSONDocument.Node?
    package var refNode: JSONDocument.Node?
    /// Primer's `alpha` beside `$value`, found in the same pass.
    package var alphaNode: JSONDocument.Node?
    /// Whether it has members not named with `$` besides Primer's `alpha`: child tokens, or
    /// metadata kept in its extensions (found in the same pass).
    package var hasOtherMembers = false
}
