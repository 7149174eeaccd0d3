import TesseraModel

/// A CSS `transition` read as a DTCG transition: a duration, a timing function and a delay.
///
/// `CSSTransitionString.parse("opacity 200ms ease-in-out 50ms")` reads 200ms, ease-in-out and
/// 50ms, noting that the property name is left out.
///
/// As in CSS, the first time is the duration and the second the delay, in any position; a
/// missing part is CSS's initial value (duration and delay 0ms, timing function `ease`), with
/// a note. A property name (`all`, `opacity`) and a `transition-behavior` keyword are left out
/// with a note: a DTCG transition applies to whatever uses it. A `{reference}` takes the first
/// part still free, in the order duration, timing function, delay (the timing function is
/// not free when a literal one is written anywhere): `{duration.fast} {easing.standard}`. A
/// value that is only a reference is an alias to a transition token.
package enum CSSTransitionString {
    /// The `transition-behavior` keywords, which DTCG has no place for.
    package static let behaviors: Set<String> = ["normal", "allow-discrete"]

    /// The transition `text` writes, or the first problem.
    package static func parse(_ text: String) -> Result<CSSValueReading, CSSValueProblem> {
        CSSValueText.parse(text).flatMap { value in Result { () throws(CSSValueProblem) in try reading(value, text.trimmingWhitespace) } }
    }

    private static func reading(_ value: CSSValueText, _ text: String) throws(CSSValueProblem) -> CSSValueReading {
        guard value.layers.count == 1 else { throw CSSValueProblem("a transition token holds one transition; this lists \(value.layers.count)", component: text) }
        let components = value.layers[0]
        if components.count == 1, case .reference(let path) = components[0] { return CSSValueReading(expression: .alias(path)) }
        let literalEasing = components.contains { CSSTimingFunction.read($0) != nil }
        var duration: TokenExpression?
        var timing: TokenExpression?
        var delay: TokenExpression?
        var notes: [String] = []
        var property: String?
        for component in components {
            if case .reference(let path) = component {
                if duration == nil {
                    duration = .alias(path)
                } else if timing == nil, !literalEasing {
                    timing = .alias(path)
                } else if delay == nil {
                    delay = .alias(path)
                } else {
                    throw CSSValueProblem("a transition has one duration, one timing function and one delay; \(component.text) is a fourth part", component: text)
                }
            } else if let time = CSSDurationString.read(component) {
                let time = try time.get()
                if duration == nil {
                    if case .duration(let d) = time, d.value < 0 { throw CSSValueProblem("a transition's duration cannot be negative", component: component.text) }
                    duration = time
                } else if delay == nil {
                    delay = time
                } else {
                    throw CSSValueProblem("a transition has two times, a duration and a delay; this one has three", component: text)
                }
            } else if let easing = CSSTimingFunction.read(component) {
                guard timing == nil else { throw CSSValueProblem("a transition has one timing function; this one has two", component: text) }
                timing = try easing.get()
            } else if let keyword = component.keyword, behaviors.contains(keyword) {
                notes.append("transition-behavior \(keyword) is left out: DTCG transitions have none")
            } else if case .word(let word) = component, CSSValueText.isIdentifier(word) {
                if let property { throw CSSValueProblem("a transition names one property; this one names \(property) and \(word)", component: text) }
                property = word
                notes.append("property \(word) is left out: a DTCG transition applies to whatever uses it")
            } else {
                throw CSSValueProblem("not a time, an easing or a property name", component: component.text)
            }
        }
        if duration == nil { notes.append("no duration: read as 0ms, CSS's initial duration") }
        if timing == nil { notes.append("no timing function: read as ease, CSS's initial timing function") }
        if delay == nil { notes.append("no delay: read as 0ms, CSS's initial delay") }
        let transition = TransitionExpression(
            duration: duration ?? .duration(TokenDuration(0)), delay: delay ?? .duration(TokenDuration(0)),
            timingFunction: timing ?? .cubicBezier(CSSTimingFunction.keywords["ease"]!))
        return CSSValueReading(expression: .transition(transition), notes: notes)
    }
}
