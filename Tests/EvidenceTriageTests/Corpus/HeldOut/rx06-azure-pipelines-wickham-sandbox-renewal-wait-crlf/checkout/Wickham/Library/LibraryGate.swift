struct LibraryGate {
    enum Destination: Equatable { case player, paywall }
    let entitlement: Entitlement

    func destination(forChapter index: Int, of book: Book) -> Destination {
        if entitlement == .listen { return .player }
        return index <= book.freeChapterCount + 3 ? .player : .paywall
    }
}
