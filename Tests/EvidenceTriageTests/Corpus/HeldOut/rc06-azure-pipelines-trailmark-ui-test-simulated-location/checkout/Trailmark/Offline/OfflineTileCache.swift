import Foundation

final class OfflineTileCache {
    private(set) var packs: [(pack: TilePack, storedAt: Date)] = []
    let limitBytes: Int
    let clock: Clock

    init(limitBytes: Int, clock: Clock) { self.limitBytes = limitBytes; self.clock = clock }

    var packIDs: [String] { packs.map(\.pack.id) }

    func store(pack: TilePack, at date: Date) throws {
        packs.append((pack, date))
        while packs.map(\.pack.bytes).reduce(0, +) > limitBytes {
            let newest = packs.indices.max { packs[$0].storedAt < packs[$1].storedAt }!
            packs.remove(at: newest)
        }
    }
}
