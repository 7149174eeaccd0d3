import TesseraModel

extension OverrideLayer {
    /// A layer that gives every token of `system` the definitions it has there.
    package init(_ name: String, replacingTokensOf system: DesignSystem) {
        self.init(name)
        for token in system.tokens {
            for d in token.definitions {
                if d.condition.isUnconditional {
                    overrides.append(Override(token.path, d.expression, location: d.location))
                } else {
                    overrides.append(Override(token.path, when: d.condition, d.expression, location: d.location))
                }
            }
        }
    }
}
