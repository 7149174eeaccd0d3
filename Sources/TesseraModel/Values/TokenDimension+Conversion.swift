extension TokenDimension {
    /// The conversions between units that are defined without knowing where a value is used.
    ///
    /// Tessera keeps every dimension in the unit its file wrote. A writer that needs one unit
    /// converts through this, and only these conversions exist: `px` ↔ `rem` through the root
    /// font size, and `dp` ↔ `px` one to one (both are density-independent pixels). `pt` is a
    /// CSS point (4/3 px) on the web but a pixel at 1× on Apple platforms, and `em`, `%`, `vw`
    /// and `vh` depend on the element or the viewport, so none of them converts here.
    public struct Conversion: Sendable, Hashable {
        /// Pixels per `rem`: the root font size (16 in every browser's default style sheet).
        public var remBase: Double

        /// A conversion with the given root font size.
        public init(remBase: Double = 16) { self.remBase = remBase }
    }

    /// This dimension in `unit`, or `nil` when no conversion between the two units is defined.
    public func converted(to unit: Unit, using conversion: Conversion = Conversion()) -> TokenDimension? {
        if unit == self.unit { return self }
        func pixels(_ u: Unit) -> Double? {
            switch u {
            case .px, .dp: 1
            case .rem: conversion.remBase
            case .pt, .em, .percent, .vw, .vh: nil
            }
        }
        guard let from = pixels(self.unit), let to = pixels(unit), to != 0 else { return nil }
        return TokenDimension(value * from / to, unit)
    }
}
