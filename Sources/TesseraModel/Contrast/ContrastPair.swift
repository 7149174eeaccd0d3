import TesseraColorModel

/// A declared foreground/background pair whose contrast is checked in every mode.
///
/// Declared in token files as `$extensions.org.tessera.contrast` on the foreground token, or
/// in a pairs file; see `ContrastPairReader` in TesseraFormats.
public struct ContrastPair: Sendable, Hashable {
    /// The foreground color token (text, icon, border).
    public var foreground: TokenPath
    /// The background color token it is drawn on.
    public var background: TokenPath
    /// What lies under a translucent background (a surface under an overlay), if any.
    public var over: TokenPath?
    /// The WCAG level to reach, if any.
    public var level: ContrastLevel?
    /// The minimum APCA |Lc| to reach, if any.
    public var apca: Double?
    /// Where translucent colors are composited.
    public var space: CompositingSpace
    /// Where the pair was declared.
    public var location: SourceLocation?

    /// Creates a pair.
    public init(
        foreground: TokenPath, background: TokenPath, over: TokenPath? = nil, level: ContrastLevel? = nil, apca: Double? = nil,
        space: CompositingSpace = .srgb, location: SourceLocation? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.over = over
        self.level = level
        self.apca = apca
        self.space = space
        self.location = location
    }
}
