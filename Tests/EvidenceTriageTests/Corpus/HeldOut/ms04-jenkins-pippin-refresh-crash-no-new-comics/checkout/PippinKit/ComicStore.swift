import Foundation

// ComicStore: persistence for downloaded comics.



final class ComicStore {
    private(set) var comics: [Comic] = []












































































    func insertFetched(_ fetched: [Comic]) {
        // Insertion range computed from the first and last fetched comic;
        // an up-to-date list fetches nothing and the subscript traps.
        let range = fetched[0].number...fetched[fetched.count - 1].number
        comics.removeAll { range.contains($0.number) }
        comics.append(contentsOf: fetched)
    }

    func newest() -> Comic? { comics.max { $0.number < $1.number } }

    func apply(_ fetched: [Comic]) {
        insertFetched(fetched)
        let first = fetched[0]
        log.info("inserted from #\(first.number)")
    }
}