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
}
