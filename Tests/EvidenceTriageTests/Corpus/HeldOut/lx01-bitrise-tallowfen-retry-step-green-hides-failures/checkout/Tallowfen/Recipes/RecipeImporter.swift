import Foundation

/// Imports recipes shared into the app's inbox folder (from the share extension or AirDrop).
final class RecipeImporter {
    private let inbox: URL
    private(set) var imported: [String] = []

    init(inbox: URL) {
        self.inbox = inbox
    }

    func scanInbox() {
        let files = (try? FileManager.default.contentsOfDirectory(at: inbox, includingPropertiesForKeys: nil)) ?? []
        for file in files where file.lastPathComponent.hasSuffix(".recipe.json") {
            guard let data = try? Data(contentsOf: file),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let title = object["title"] as? String else { continue }
            imported.append(title)
        }
    }
}
