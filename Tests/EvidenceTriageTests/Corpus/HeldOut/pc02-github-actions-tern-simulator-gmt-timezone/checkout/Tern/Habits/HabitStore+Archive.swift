import CoreData

extension HabitStore {
    func archive(_ habit: Habit) throws {
        habit.isArchived = true
        habit.checkIns = []
        try context.save()
    }
}
