@_spi(Handles) import Tessera
import Testing

/// Modes cannot be made unchecked, and a mode that does not fit a theme is a typed error, never a trap.
@Suite("Mode validation")
struct ModeValidationTests {
    /// A one-token system over `axes`, compiled.
    static func theme(axes: [ModeAxis]) throws -> ResolvedTheme {
        var ds = DesignSystem(name: "m", axes: axes)
        ds.declare("x", type: .color, .hex("#112233"))
        return try TokenGraph(ds).compileBase()
    }

    @Test("Context indices are checked: the count and each index")
    func indices() throws {
        let theme = try Self.theme(axes: ModeAxis.builtIn)
        #expect(throws: ModeError(.wrongAxisCount(expected: 4, given: 0))) { try theme.axes.mode(contexts: []) }
        #expect(throws: ModeError(.contextOutOfRange(axis: "contrast", context: 2, count: 2))) {
            try theme.axes.mode(contexts: [0, 2, 0, 0])
        }
        #expect(throws: ModeError(.contextOutOfRange(axis: "colorScheme", context: -1, count: 2))) {
            try theme.axes.mode(contexts: [-1, 0, 0, 0])
        }
        let dark = try theme.axes.mode(contexts: [1, 0, 0, 2])
        #expect(dark == (try theme.mode(["colorScheme": "dark", "sizeClass": "regular"])))
        #expect(try theme.table(for: dark).mode == dark)
    }

    @Test("Axis and context positions are typed and name the same slots as the names do")
    func typedIndices() throws {
        let theme = try Self.theme(axes: ModeAxis.builtIn)
        let axes = theme.axes
        let contrast = try #require(axes.index(of: "contrast"))
        let high = try #require(axes[contrast].index(of: "high"))
        #expect(contrast == AxisIndex(1) && high == ContextIndex(1))
        #expect(axes[contrast].name == "contrast" && axes[contrast][high].name == "high")
        #expect(axes.index(of: "density") == nil && axes[contrast].index(of: "low") == nil)
        // sizeClass defaults to its third context, regular.
        #expect(axes.defaultContexts == [ContextIndex(0), ContextIndex(0), ContextIndex(0), ContextIndex(2)])
        let mode = try theme.mode(["contrast": "high", "colorScheme": "dark"])
        #expect(mode[contrast] == high && mode[AxisIndex(0)] == ContextIndex(1) && mode[AxisIndex(3)] == ContextIndex(2))
        // Every mode is rebuilt from the contexts it selects, axis by axis.
        for each in axes.allModes {
            #expect(try axes.mode(contexts: (0..<axes.count).map { each[AxisIndex($0)] }) == each)
        }
        #expect(axes.allModes.count == 2 * 2 * 2 * 3)
    }

    @Test("A mode from a design system with fewer axes is a wrong-axis-count error")
    func fewerAxes() throws {
        let four = try Self.theme(axes: ModeAxis.builtIn)
        let one = try Self.theme(axes: [ModeAxis("density", contexts: ["compact", "cozy", "roomy"])])
        #expect(throws: ModeError(.wrongAxisCount(expected: 1, given: 4))) { try one.table(for: four.mode()) }
        #expect(throws: ModeError(.wrongAxisCount(expected: 4, given: 1))) { try four.table(for: one.mode()) }
    }

    @Test("A mode whose index is past another system's context count is out of range")
    func outOfRange() throws {
        let three = try Self.theme(axes: [ModeAxis("density", contexts: ["compact", "cozy", "roomy"])])
        let two = try Self.theme(axes: [ModeAxis("density", contexts: ["compact", "cozy"])])
        let roomy = try three.mode(["density": "roomy"])
        #expect(throws: ModeError(.contextOutOfRange(axis: "density", context: 2, count: 2))) { try two.table(for: roomy) }
    }

    @Test("A mode from axes of the same shape but other names is a foreign-axes error")
    func foreign() throws {
        let a = try Self.theme(axes: [ModeAxis("colorScheme", contexts: ["light", "dark"])])
        let b = try Self.theme(axes: [ModeAxis("density", contexts: ["compact", "cozy"])])
        let error = #expect(throws: ModeError.self) { try b.table(for: a.mode(["colorScheme": "dark"])) }
        #expect(error == ModeError(.foreignAxes(expected: ["density"])))
        #expect(error?.description == "the mode was made from another design system's axes; this theme's axes are density")
    }

    @Test("A mode from a recompile of the same axes (hot reload) still selects its table")
    func sameAxesAnotherGraph() throws {
        let first = try Self.theme(axes: ModeAxis.builtIn)
        let reloaded = try Self.theme(axes: ModeAxis.builtIn)
        let dark = try first.mode(["colorScheme": "dark"])
        #expect(try reloaded.table(for: dark).mode == dark)
    }

    @Test("The default table equals the table of the default mode")
    func defaultTable() throws {
        let theme = try Self.theme(axes: ModeAxis.builtIn)
        let handle = try #require(theme.token("x", as: TokenColor.self))
        #expect(theme.defaultTable.mode == theme.axes.defaultMode)
        #expect(theme.defaultTable[handle].hex == "#112233")
        #expect(try theme.table(for: theme.axes.defaultMode)[handle] == theme.defaultTable[handle])
    }

    @Test("allModes are all accepted by their own theme")
    func allModes() throws {
        let theme = try Self.theme(axes: ModeAxis.builtIn)
        #expect(theme.axes.allModes.count == 2 * 2 * 2 * 3)
        for mode in theme.axes.allModes { _ = try theme.table(for: mode) }
    }
}

/// The checked look-up never traps on a handle that is not the theme's.
@Suite("Checked look-up of foreign handles")
struct ForeignHandleTests {
    @Test("A handle past the theme's tokens of its type is a typed error, not a trap")
    func unknownHandle() throws {
        let theme = try ModeValidationTests.theme(axes: ModeAxis.builtIn)
        let error = #expect(throws: LookupError.self) { try theme.defaultTable.value(Token<TokenColor>(index: 7)) }
        #expect(error?.reason == .unknownHandle)
        #expect(error?.description == "#7 is not a handle of this theme's graph (colorScheme=light, contrast=standard, elevation=base, sizeClass=regular)")
        #expect(throws: LookupError.self) { try theme.defaultTable.value(Token<TokenDimension>(index: 0)) }
        #expect(try theme.defaultTable.value(Token<TokenColor>(index: 0)).hex == "#112233")
    }
}
