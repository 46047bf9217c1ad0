import Foundation

public struct ReminderTemplate: Decodable, Equatable {
    public let id: String
    public let title: String
    public let defaultTime: String
}

public enum ReminderTemplateStore {
    /// Templates shipped with the app (morning pages, water, stretch, …).
    public static func bundled() throws -> [ReminderTemplate] {
        let data = try Data(contentsOf: LarkspurKitFiles.reminderTemplatesJson.url)
        return try JSONDecoder().decode([ReminderTemplate].self, from: data)
    }
}
