/// Did-you-mean suggestions for misspelt paths.
package enum Suggestion {
    /// The candidate closest to `word` by edit distance, if reasonably close.
    package static func closest<C: Collection>(to word: String, in candidates: C) -> String? where C.Element == String {
        let target = Array(word.utf8)
        // Never suggest a name that shares nothing with the word ("x" for "y").
        let limit = min(max(2, target.count / 3), target.count - 1)
        var best: (String, Int)?
        for candidate in candidates {
            let c = Array(candidate.utf8)
            if abs(c.count - target.count) > limit { continue }
            let d = distance(target, c, cutoff: best.map { min($0.1, limit) } ?? limit)
            if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// Levenshtein distance, giving up (returning `cutoff + 1`) once every path exceeds `cutoff`.
    package static func distance(_ a: [UInt8], _ b: [UInt8], cutoff: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMin = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMin = min(rowMin, current[j])
            }
            if rowMin > cutoff { return cutoff + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
