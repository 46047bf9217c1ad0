struct GoalProgress {
    let steps: Int
    let goal: Int

    var fraction: Double { Double(steps) / Double(goal) }
}
