import AppIntents

struct HabitEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Habit"
    static let defaultQuery = HabitEntityQuery()

    /// The habit's UUID string, stable across renames.
    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct PickHabitIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Pick a habit"
    @Parameter(title: "Habit") var habit: HabitEntity?
}
