import Foundation

extension HabitStore {
    /// Waits until `predicate` becomes true *after* this call starts observing. Returns false if it never does.
    func wait(for predicate: @escaping (HabitStore) -> Bool, within timeout: Duration) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask { [self] in
                for await _ in self.changes() where predicate(self) { return true }
                return false
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return false
            }
            let result = await group.next() ?? false
            group.cancelAll()
            return result
        }
    }
}
