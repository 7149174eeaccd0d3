import TesseraColorModel
import TesseraModel

extension ResolvedTheme {
    /// Judges every pair in every combination of the axes its tokens depend on.
    ///
    /// Only those axes vary (every other axis stays at its default), so a pair of tokens that
    /// depend on `colorScheme` and `contrast` is judged in 4 modes however many axes the system
    /// has. Translucent colors are composited first, in the pair's space: the foreground over
    /// the background, and a translucent background over ``ContrastPair/over``.
    ///
    /// The theme's color columns must be sRGB (compile without a converter, or with an sRGB
    /// one): WCAG and APCA are defined on sRGB. Wide-gamut sources are converted to sRGB by the
    /// compile; channels outside 0…1 are clipped (what an sRGB display shows) and the result
    /// is flagged ``ContrastResult/outOfGamut``.
    ///
    /// - Complexity: O(Σ over pairs of their combinations).
    public func checkContrast(_ pairs: [ContrastPair], options: ContrastOptions = ContrastOptions()) -> ContrastReport {
        var results: [ContrastResult] = []
        var problems: [Diagnostic] = []
        func problem(_ pair: ContrastPair, _ detail: String) {
            problems.append(Diagnostic(.error, .invalidContrastPair(detail: detail), token: pair.foreground, location: pair.location, theme: name))
        }
        guard colorSpaceName == "srgb" else {
            for pair in pairs { problem(pair, "contrast is judged on sRGB tables, but this theme's colors are \(colorSpaceName)") }
            return ContrastReport(theme: name, results: [], problems: problems)
        }
        let highAxis = axes.index(of: options.highContrastAxis)
        pairs: for pair in pairs {
            let ids: [Int]
            switch tokenIDs(of: pair) {
            case .success(let found): ids = found
            case .failure(let why):
                problem(pair, why.detail)
                continue pairs
            }
            var axisSet = AxisSet()
            for id in ids { axisSet.formUnion(storage.tables.axesOf[id]) }
            if options.raiseInHighContrast, let highAxis { axisSet.insert(highAxis) }
            let axisList = axisSet.positions
            for mode in modes(varying: axisList) {
                switch judge(pair, ids: ids, in: mode, describing: axisList, options: options) {
                case .success(let result): results.append(result)
                case .failure(let why):
                    problem(pair, why.detail)
                    continue pairs
                }
            }
        }
        return ContrastReport(theme: name, results: results, problems: problems)
    }

    /// One pair judged in one mode; `nil` when it cannot be judged there (see
    /// ``checkContrast(_:options:)`` for why). Its ``ContrastResult/modeDescription`` names the
    /// axes the pair depends on.
    public func contrast(of pair: ContrastPair, in mode: Mode, options: ContrastOptions = ContrastOptions()) -> ContrastResult? {
        guard colorSpaceName == "srgb", mode.contexts.count == axes.count, case .success(let ids) = tokenIDs(of: pair) else { return nil }
        var axisSet = AxisSet()
        for id in ids { axisSet.formUnion(storage.tables.axesOf[id]) }
        return try? judge(pair, ids: ids, in: mode, describing: axisSet.positions, options: options).get()
    }

    /// The ids of a pair's tokens (foreground, background, then `over`), or why not.
    package func tokenIDs(of pair: ContrastPair) -> Result<[Int], ContrastProblem> {
        var ids: [Int] = []
        for path in [pair.foreground, pair.background] + (pair.over.map { [$0] } ?? []) {
            guard let id = catalog.id(of: path) else {
                let hint = catalog.suggestion(for: path).map { "; did you mean {\($0)}?" } ?? ""
                return .failure(ContrastProblem("contrast pair names unknown token {\(path)}\(hint)"))
            }
            guard catalog.types[id] == .color else {
                return .failure(ContrastProblem("contrast pair names {\(path)}, a \(catalog.types[id]), not a color"))
            }
            ids.append(id)
        }
        return .success(ids)
    }

    /// Composites and measures one pair in one mode.
    package func judge(_ pair: ContrastPair, ids: [Int], in mode: Mode, describing axisList: [Int], options: ContrastOptions) -> Result<ContrastResult, ContrastProblem> {
        let cells = ids.map { cell(of: $0, in: mode) }
        let modeText = axisList.map { "\(axes.axes[$0].name)=\(axes.axes[$0].contexts[mode.contexts[$0].position].name)" }.joined(separator: ", ")
        let whereText = modeText.isEmpty ? "every mode" : modeText
        if let bad = zip(ids, cells).first(where: { $0.1.status != .ok }) {
            let what = bad.1.status == .forbidden ? "forbidden" : "absent"
            return .failure(ContrastProblem("contrast pair cannot be judged: {\(catalog.paths[bad.0])} is \(what) in \(whereText)"))
        }
        var background = cells[1].color.rgba
        if background.w < 1 {
            guard cells.count > 2 else {
                return .failure(ContrastProblem("contrast pair cannot be judged: {\(pair.background)} is translucent in \(whereText); say what lies under it with \"over\""))
            }
            background = Self.composite(background, over: Self.clipped(cells[2].color.rgba), space: pair.space)
        }
        background = Self.clipped(background)
        var foreground = Self.clipped(cells[0].color.rgba)
        if foreground.w < 1 { foreground = Self.composite(foreground, over: background, space: pair.space) }
        let highAxis = axes.index(of: options.highContrastAxis)
        let highContext = highAxis.flatMap { axes[$0].index(of: options.highContrastContext) }
        let high = highAxis.map { a in highContext.map { mode[a] == $0 } ?? false } ?? false
        let raise = options.raiseInHighContrast && high
        let f = (Double(foreground.x), Double(foreground.y), Double(foreground.z))
        let b = (Double(background.x), Double(background.y), Double(background.z))
        return .success(
            ContrastResult(
                pair: pair, mode: mode, modeDescription: modeText,
                foreground: TokenColor(rgba: foreground), background: TokenColor(rgba: background),
                ratio: WCAGContrast.ratio(f, b), lightnessContrast: APCAContrast.lightnessContrast(text: f, background: b),
                requiredLevel: raise ? pair.level?.raised : pair.level,
                requiredLightnessContrast: pair.apca.map { raise ? min($0 + ContrastLevel.apcaStep, 106) : $0 },
                outOfGamut: cells.contains { $0.outOfGamut }))
    }

    /// Every mode that varies `axisList` (every other axis at its default), first axis fastest.
    package func modes(varying axisList: [Int]) -> [Mode] {
        var modes = [axes.defaultMode.contexts]
        for a in axisList {
            modes = modes.flatMap { base in
                axes.axes[a].contexts.indices.map { c in
                    var m = base
                    m[a] = ContextIndex(c)
                    return m
                }
            }
        }
        return modes.map { Mode(contexts: $0, of: axes) }
    }

    /// One token's stored color in one mode, read from its slab without building a mode table.
    package func cell(of id: Int, in mode: Mode) -> (color: TokenColor, status: CellStatus, outOfGamut: Bool) {
        let solver = storage.tables
        let g = Int(solver.groupOf[id])
        let group = solver.groups[g]
        let combination = group.combination(for: mode)
        let index = Int(solver.localOf[id]) * group.combinations + combination
        let status = solver.store.status[g].map { index < $0.count ? $0[index] : .ok } ?? .ok
        let outOfGamut = solver.gamutHits[Int32(id)]?.contains(combination) ?? false
        return (solver.store.colors[group.slab][index], status, outOfGamut)
    }

    /// Each channel clipped to 0…1.
    package static func clipped(_ c: SIMD4<Float>) -> SIMD4<Float> {
        c.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
    }

    /// `top` over `bottom` in `space`; the table space is sRGB here, so `target` blends as `srgb`.
    package static func composite(_ top: SIMD4<Float>, over bottom: SIMD4<Float>, space: CompositingSpace) -> SIMD4<Float> {
        Blending.over(top, bottom, alpha: top.w, linear: space == .linear)
    }
}

/// Why a pair cannot be judged, as a sentence.
package struct ContrastProblem: Error {
    package let detail: String
    package init(_ detail: String) { self.detail = detail }
}
