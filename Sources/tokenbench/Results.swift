/// The numbers of one run, in the order they were measured, plus descriptive fields.
struct Results: Sendable {
    /// Measured values by metric key.
    private(set) var values: [String: Double] = [:]
    /// Keys in measurement order, for stable output.
    private(set) var order: [String] = []
    /// Free-form fields (machine, configuration) printed with the numbers.
    var info: [(key: String, value: String)] = []

    subscript(key: String) -> Double? {
        get { values[key] }
        set {
            if values[key] == nil, newValue != nil { order.append(key) }
            values[key] = newValue
            if newValue == nil { order.removeAll { $0 == key } }
        }
    }
}
