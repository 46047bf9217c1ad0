import GRDB

struct Food: Codable, FetchableRecord, MutablePersistableRecord, Identifiable {
    static let servings = hasMany(Serving.self)
    var id: String
    var name: String
    var brand: String?
}

struct Serving: Codable, FetchableRecord, MutablePersistableRecord, Identifiable {
    static let food = belongsTo(Food.self)
    var id: String
    var description: String
    var nutritionMultiplier: Double
    var amount: Double?
    var measure: String?
    var metricUnit: String?
    var metricValue: Double?
    var sortOrder: Int
    var isPublic: Bool
    var derivedFrom: String?
    var nutritionPanelId: String?
    var foodId: String
}

struct MealTemplate: Codable, FetchableRecord, MutablePersistableRecord, Identifiable {
    var id: String
    var name: String
}

struct TemplateServing: Codable, FetchableRecord, MutablePersistableRecord {
    var templateId: String
    var servingId: String
    var quantity: Double
}

/// A food together with the servings that reference it, as the importers build them.
struct FoodBundle {
    var food: Food
    var servings: [Serving]
}
