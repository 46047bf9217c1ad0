enum PlantCareFormatter {
    static func wateringInterval(days: Int) -> String {
        "Water every \(days) days"
    }
}
