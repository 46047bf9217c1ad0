extension String {
    /// Byte-level substring test. `String.contains(String)` goes through Foundation's CFString
    /// search on Linux, which profiling showed at 80% of triage's time.
    package func includes(_ needle: String) -> Bool {
        if needle.isEmpty { return true }
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { hay in
            needle.withUTF8 { pattern in
                ByteSearch.firstIndex(of: UnsafeRawBufferPointer(pattern), in: UnsafeRawBufferPointer(hay)) != nil
            }
        }
    }

    /// Whether `name` occurs where a word starts: at the start, or after a character that does not
    /// `continueAWord` (`StoreTests.testLoad` is not in `EpisodeStoreTests.testLoadAll()`).
    package func includes(_ name: String, atAWordStart continueAWord: (Character) -> Bool) -> Bool {
        var from = startIndex
        while let found = range(of: name, range: from..<endIndex) {
            if found.lowerBound == startIndex || !continueAWord(self[index(before: found.lowerBound)]) { return true }
            from = index(after: found.lowerBound)
        }
        return false
    }
}
