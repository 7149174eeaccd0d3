/// Tarjan's strongly connected components, iterative so a million-long cycle cannot overflow the stack.
package enum StronglyConnected {
    package static func components(of nodes: [Int32], edgesOf: (Int) -> [Int32]) -> [[Int32]] {
        let member = Set(nodes)
        var index: [Int32: Int] = [:]
        var low: [Int32: Int] = [:]
        var onStack = Set<Int32>()
        var stack: [Int32] = []
        var result: [[Int32]] = []
        var counter = 0
        // Each frame: the node and the position of the next edge to explore.
        var frames: [(node: Int32, edges: [Int32], next: Int)] = []
        for root in nodes where index[root] == nil {
            frames.append((root, edgesOf(Int(root)).filter { member.contains($0) }, 0))
            index[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack.insert(root)
            while !frames.isEmpty {
                let top = frames.count - 1
                let v = frames[top].node
                if frames[top].next < frames[top].edges.count {
                    let w = frames[top].edges[frames[top].next]
                    frames[top].next += 1
                    if index[w] == nil {
                        index[w] = counter
                        low[w] = counter
                        counter += 1
                        stack.append(w)
                        onStack.insert(w)
                        frames.append((w, edgesOf(Int(w)).filter { member.contains($0) }, 0))
                    } else if onStack.contains(w) {
                        low[v] = min(low[v]!, index[w]!)
                    }
                } else {
                    frames.removeLast()
                    if let parent = frames.last?.node { low[parent] = min(low[parent]!, low[v]!) }
                    if low[v] == index[v] {
                        var component: [Int32] = []
                        while true {
                            let w = stack.removeLast()
                            onStack.remove(w)
                            component.append(w)
                            if w == v { break }
                        }
                        result.append(component.reversed())
                    }
                }
            }
        }
        return result
    }
}
