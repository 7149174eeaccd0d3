import Tessera
import Testing

@testable import TesseraFormats

/// CSS times, easing functions and `transition` text read as DTCG durations, cubic Béziers and
/// transitions.
@Suite("CSS value transitions")
struct CSSValueTransitionTests {
    static let durationsCases: [(String, TokenDuration)] = [
        ("150ms", TokenDuration(150, .milliseconds)),
        ("0.2s", TokenDuration(0.2, .seconds)),
        (".5s", TokenDuration(0.5, .seconds)),
        ("2S", TokenDuration(2, .seconds)),
        ("-100ms", TokenDuration(-100, .milliseconds)),
        (" 1e3ms ", TokenDuration(1000, .milliseconds)),
        ("0s", TokenDuration(0, .seconds)),
    ]

    @Test("Reads durations", arguments: durationsCases)
    func durations(_ text: String, _ expected: TokenDuration) {
        #expect(CSSDurationString.parse(text) == .success(expected))
    }

    @Test(
        "Reports what is not a duration",
        arguments: [
            ("200", "a duration needs a unit, ms or s"), ("0", "a duration needs a unit, ms or s"), ("ms", "not a duration: a duration is a number and ms or s"),
            ("5px", "not a duration: a duration is a number and ms or s"), ("fast", "not a duration: a duration is a number and ms or s"),
            ("nans", "not a duration: a duration is a number and ms or s"), ("1.5.2s", "not a duration: a duration is a number and ms or s"),
        ])
    func durationProblems(_ text: String, _ message: String) {
        #expect(CSSDurationString.parse(text) == .failure(CSSValueProblem(message, component: text)))
    }

    static let easingsCases: [(String, TokenExpression)] = [
        // CSS Easing 1's keywords and their control points.
        ("linear", .cubicBezier(CubicBezier(0, 0, 1, 1))),
        ("ease", .cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))),
        ("ease-in", .cubicBezier(CubicBezier(0.42, 0, 1, 1))),
        ("ease-out", .cubicBezier(CubicBezier(0, 0, 0.58, 1))),
        ("ease-in-out", .cubicBezier(CubicBezier(0.42, 0, 0.58, 1))),
        ("EASE-OUT", .cubicBezier(CubicBezier(0, 0, 0.58, 1))),
        ("cubic-bezier(0.4, 0, 0.2, 1)", .cubicBezier(CubicBezier(0.4, 0, 0.2, 1))),
        ("cubic-bezier(.68,-.55,.265,1.55)", .cubicBezier(CubicBezier(0.68, -0.55, 0.265, 1.55))),
        ("{easing.standard}", .alias("easing.standard")),
    ]

    @Test("Reads easing keywords and cubic-bezier()", arguments: easingsCases)
    func easings(_ text: String, _ expected: TokenExpression) {
        #expect(CSSTimingFunction.parse(text) == .success(expected))
    }

    static let notBezier = "a step easing is not a cubic Bézier, the only easing DTCG has"
    static let fourNumbers = "cubic-bezier() takes four numbers separated by commas"
    static let easingProblemsCases: [(String, String, String)] = [
        ("steps(4, end)", notBezier, "steps(4, end)"),
        ("step-start", notBezier, "step-start"),
        ("step-end", notBezier, "step-end"),
        ("linear(0, 0.25, 1)", "linear() with stops is not a cubic Bézier, the only easing DTCG has", "linear(0, 0.25, 1)"),
        ("cubic-bezier(1.2, 0, 0, 1)", "the x values of cubic-bezier() (the first and third) lie in 0…1", "cubic-bezier(1.2, 0, 0, 1)"),
        ("cubic-bezier(0, 0, -0.1, 1)", "the x values of cubic-bezier() (the first and third) lie in 0…1", "cubic-bezier(0, 0, -0.1, 1)"),
        ("cubic-bezier(0.4, 0, 0.2)", fourNumbers, "cubic-bezier(0.4, 0, 0.2)"),
        ("cubic-bezier(0.4 0 0.2 1)", fourNumbers, "cubic-bezier(0.4 0 0.2 1)"),
        ("cubic-bezier(0.4, 0, 0.2, 1,)", fourNumbers, "cubic-bezier(0.4, 0, 0.2, 1,)"),
        ("cubic-bezier({a}, 0, 0, 1)", fourNumbers, "cubic-bezier({a}, 0, 0, 1)"),
        ("bounce", "not an easing: linear, ease, ease-in, ease-out, ease-in-out or cubic-bezier()", "bounce"),
        ("ease ease", "an easing is one keyword or cubic-bezier()", "ease ease"),
    ]

    @Test("Reports easings DTCG cannot hold", arguments: easingProblemsCases)
    func easingProblems(_ text: String, _ message: String, _ component: String) {
        #expect(CSSTimingFunction.parse(text) == .failure(CSSValueProblem(message, component: component)))
    }

    static func transition(_ duration: TokenExpression, _ timing: TokenExpression, _ delay: TokenExpression) -> TokenExpression {
        .transition(TransitionExpression(duration: duration, delay: delay, timingFunction: timing))
    }

    static func ms(_ v: Double) -> TokenExpression { .duration(TokenDuration(v, .milliseconds)) }
    static func s(_ v: Double) -> TokenExpression { .duration(TokenDuration(v, .seconds)) }
    static let ease = TokenExpression.cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))
    static let easeOut = TokenExpression.cubicBezier(CubicBezier(0, 0, 0.58, 1))
    static let easeInOut = TokenExpression.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))
    static let noDelay = "no delay: read as 0ms, CSS's initial delay"
    static let noTiming = "no timing function: read as ease, CSS's initial timing function"

    static let transitionsCases: [(String, TokenExpression, [String])] = [
        ("200ms ease-in-out 0ms", transition(ms(200), easeInOut, ms(0)), []),
        ("opacity 200ms ease-in-out 50ms", transition(ms(200), easeInOut, ms(50)), ["property opacity is left out: a DTCG transition applies to whatever uses it"]),
        ("all 0.3s", transition(s(0.3), ease, ms(0)), ["property all is left out: a DTCG transition applies to whatever uses it", noTiming, noDelay]),
        ("ease-out 150ms 1s", transition(ms(150), easeOut, s(1)), []),
        ("150ms 1s ease-out", transition(ms(150), easeOut, s(1)), []),
        ("cubic-bezier(0.4, 0, 0.2, 1) 200ms", transition(ms(200), .cubicBezier(CubicBezier(0.4, 0, 0.2, 1)), ms(0)), [noDelay]),
        ("ease-out", transition(ms(0), easeOut, ms(0)), ["no duration: read as 0ms, CSS's initial duration", noDelay]),
        ("200ms ease allow-discrete", transition(ms(200), ease, ms(0)), ["transition-behavior allow-discrete is left out: DTCG transitions have none", noDelay]),
        // References take the first free part: duration, timing function (unless one is written), delay.
        ("{duration.fast} {easing.standard}", transition(.alias("duration.fast"), .alias("easing.standard"), ms(0)), [noDelay]),
        ("{duration.fast} ease-in-out {duration.slow}", transition(.alias("duration.fast"), easeInOut, .alias("duration.slow")), []),
        ("{d} {e} 50ms", transition(.alias("d"), .alias("e"), ms(50)), []),
        ("200ms {easing.standard} {duration.delay}", transition(ms(200), .alias("easing.standard"), .alias("duration.delay")), []),
        ("200ms 50ms {e}", transition(ms(200), .alias("e"), ms(50)), []),
        ("ease {d}", transition(.alias("d"), ease, ms(0)), [noDelay]),
        ("ease 100ms {d}", transition(ms(100), ease, .alias("d")), []),
        ("{d} 50ms", transition(.alias("d"), ease, ms(50)), [noTiming]),
        ("{transition.base}", .alias("transition.base"), []),
    ]

    @Test("Reads transitions, noting what is left to CSS's initial values or left out", arguments: transitionsCases)
    func transitions(_ text: String, _ expected: TokenExpression, _ notes: [String]) {
        #expect(CSSTransitionString.parse(text) == .success(CSSValueReading(expression: expected, notes: notes)))
    }

    static let transitionProblemsCases: [(String, String, String)] = [
        ("200ms steps(4)", notBezier, "steps(4)"),
        ("step-end 1s", notBezier, "step-end"),
        ("1s 2s 3s", "a transition has two times, a duration and a delay; this one has three", "1s 2s 3s"),
        ("ease ease-in 1s", "a transition has one timing function; this one has two", "ease ease-in 1s"),
        ("opacity transform 1s", "a transition names one property; this one names opacity and transform", "opacity transform 1s"),
        ("opacity 1s, transform 2s", "a transition token holds one transition; this lists 2", "opacity 1s, transform 2s"),
        ("-1s", "a transition's duration cannot be negative", "-1s"),
        ("200ms 5px", "not a duration: a duration is a number and ms or s", "5px"),
        ("200 ease", "a duration needs a unit, ms or s", "200"),
        ("{a} {b} {c} {d}", "a transition has one duration, one timing function and one delay; {d} is a fourth part", "{a} {b} {c} {d}"),
        ("1s 'x'", "not a time, an easing or a property name", #""x""#),
        ("1s #fff", "not a time, an easing or a property name", "#fff"),
    ]

    @Test("Reports transitions DTCG cannot hold", arguments: transitionProblemsCases)
    func transitionProblems(_ text: String, _ message: String, _ component: String) {
        #expect(CSSTransitionString.parse(text) == .failure(CSSValueProblem(message, component: component)))
    }
}
