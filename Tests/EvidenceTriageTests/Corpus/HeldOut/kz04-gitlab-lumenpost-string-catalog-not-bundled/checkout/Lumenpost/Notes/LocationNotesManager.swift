import Foundation

@MainActor
final class LocationNotesManager: ObservableObject {
    enum State: Equatable { case idle, loading, noRelays, ready }

    @Published private(set) var state: State = .idle
    @Published private(set) var errorMessage: String?
    private let relays: RelayDirectory

    init(relays: RelayDirectory) { self.relays = relays }

    func subscribe(geohash: String) {
        guard !relays.relays(near: geohash).isEmpty else {
            state = .noRelays
            errorMessage = String(localized: "location_notes.error.no_relays")
            return
        }
        state = .ready
    }

    func send(_ text: String, geohash: String) {
        guard !relays.relays(near: geohash).isEmpty else {
            errorMessage = String(localized: "location_notes.error.no_relays")
            return
        }
    }
}
