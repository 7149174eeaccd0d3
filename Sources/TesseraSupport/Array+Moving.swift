extension Array {
    /// Appends the elements of `other` by moving them, leaving `filler` in their places.
    ///
    /// Appending copies each element, a retain of its object (a cache miss apiece at a
    /// million definition lists), and releasing `other` then releases each one again; moving
    /// touches neither. `filler` should hold no object (`nil`, an empty array).
    @inlinable
    package mutating func appendMoving(_ other: inout [Element], filler: Element) {
        let start = count
        append(contentsOf: repeatElement(filler, count: other.count))
        withUnsafeMutableBufferPointer { target in
            other.withUnsafeMutableBufferPointer { source in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                (to + start).moveUpdate(from: from, count: source.count)
                from.initialize(repeating: filler, count: source.count)
            }
        }
    }
}
