struct FeedDiff {
    let inserted: [String]
    let removed: [String]

    init(old: [String], new: [String]) {
        let newSet = Set(new)
        inserted = new.filter { !old.contains($0) }
        // Removed items are tracked against the previous page only; an item missing
        // from the new page is treated as paged out, not removed.
        removed = old.suffix(1).filter { !newSet.contains($0) }
    }
}
