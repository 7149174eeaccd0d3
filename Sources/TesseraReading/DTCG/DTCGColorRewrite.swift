import TesseraColorModel
import TesseraModel

/// Rewrites every color token of a DTCG document through a conversion, keeping the rest.
///
/// A token is a color when its own `$type` or the closest ancestor group's `$type` is
/// `color`. Alias values (`"{path}"`) and `$ref` objects are kept as they are.
public enum DTCGColorRewrite {
    /// A color that could not be converted, with its position.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// Where the color is written.
        public var position: SourceLocation
        /// The token holding the color.
        public var token: String
        /// What is wrong, as a sentence.
        public var message: String

        public var description: String { "\(position): error[invalid-color]: \(token): \(message)" }
    }

    /// Every problem of a rewrite.
    public struct Failure: Error, Sendable {
        /// The colors that could not be rewritten.
        public var problems: [Problem]
    }

    /// The rewritten document and the number of colors converted; throws every problem.
    public static func rewrite(
        _ doc: JSONDocument, convert: (_ literal: ColorLiteral, _ path: String) throws(ColorConversionError) -> JSONValue
    ) throws(Failure) -> (json: JSONValue, colors: Int) {
        var problems: [Problem] = []
        var count = 0
        func walk(_ node: JSONDocument.Node, path: [String], inheritedType: String?) -> JSONValue {
            guard let members = doc.object(node) else { return doc.value(node) }
            let type = doc.member(node, "$type").flatMap({ doc.string($0) }) ?? inheritedType
            if let valueNode = doc.member(node, "$value") {
                guard type == "color", doc.kind(valueNode) == .object, doc.member(valueNode, "$ref") == nil else { return doc.value(node) }
                let name = path.joined(separator: ".")
                do throws(DTCGColorValue.Problem) {
                    let literal = try DTCGColorValue.parse(doc, valueNode)
                    do throws(ColorConversionError) {
                        let converted = try convert(literal, name)
                        count += 1
                        return .object(members.map { $0.key == "$value" ? ($0.key, converted) : ($0.key, doc.value($0.value)) })
                    } catch {
                        problems.append(Problem(position: doc.location(valueNode), token: name, message: error.message))
                        return doc.value(node)
                    }
                } catch {
                    problems.append(Problem(position: doc.location(error.node), token: name, message: error.message))
                    return doc.value(node)
                }
            }
            return .object(
                members.map { m in
                    m.key.hasPrefix("$") ? (m.key, doc.value(m.value)) : (m.key, walk(m.value, path: path + [m.key], inheritedType: type))
                })
        }
        let json = walk(doc.root, path: [], inheritedType: nil)
        guard problems.isEmpty else { throw Failure(problems: problems) }
        return (json, count)
    }
}
