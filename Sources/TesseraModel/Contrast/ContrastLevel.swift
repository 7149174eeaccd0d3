/// A WCAG 2.x conformance level a color pair must reach.
public enum ContrastLevel: String, Sendable, Hashable, CaseIterable {
    /// Normal text, level AA: 4.5:1.
    case aa = "AA"
    /// Normal text, level AAA: 7:1.
    case aaa = "AAA"
    /// Large text (≥ 18 pt, or 14 pt bold), level AA: 3:1.
    case aaLarge = "AA-large"
    /// Large text, level AAA: 4.5:1.
    case aaaLarge = "AAA-large"
    /// Non-text user-interface components and graphics (WCAG 1.4.11): 3:1.
    case ui = "UI"

    /// The minimum contrast ratio.
    public var minimumRatio: Double {
        switch self {
        case .aa: 4.5
        case .aaa: 7
        case .aaLarge: 3
        case .aaaLarge: 4.5
        case .ui: 3
        }
    }

    /// The level one step up, required in high-contrast modes on request: AA → AAA,
    /// AA-large → AAA-large, AAA-large → AAA, UI → AAA-large (4.5:1, as WCAG has no enhanced
    /// non-text level). AAA is the top and stays.
    public var raised: ContrastLevel {
        switch self {
        case .aa, .aaa, .aaaLarge: .aaa
        case .aaLarge, .ui: .aaaLarge
        }
    }
}

extension ContrastLevel {
    /// The Lc added to an APCA minimum for one step up: APCA's own levels (45, 60, 75, 90)
    /// are 15 apart.
    public static let apcaStep = 15.0
}
