import Foundation

struct SaveGame: Decodable { var version: Int; var unlockedShips: [String] }

struct SaveGameMigrator {
    func load(from data: Data) throws -> SaveGame {
        var save = try JSONDecoder().decode(SaveGame.self, from: data)
        if save.version < 4 {
            // v4 renamed "dreadnought" to "capital"; older saves are upgraded in place
            save.unlockedShips = save.unlockedShips.filter { $0 != "dreadnought" }
            save.version = 4
        }
        return save
    }
}
