import BackgroundTasks

enum ReceiptOCRQueue {
    static let baseID = "com.tindale.expenses.ocr"
    static func register() {
        for category in ExpenseCategory.allCases {
            let id = "\(baseID).\(category.rawValue)"
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
                OCRRunner.run(task as! BGProcessingTask, category: category)
            }
            DiagnosticsRecorder.shared.record(id, kind: .processing, phase: .registration, ok: ok)
        }
    }

    static func submit(category: ExpenseCategory) throws {
        let id = "\(baseID).\(category.rawValue)"
        do {
            try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: id))
            DiagnosticsRecorder.shared.record(id, kind: .processing, phase: .submission, ok: true)
        } catch {
            DiagnosticsRecorder.shared.record(id, kind: .processing, phase: .submission, ok: false, error: error)
            throw error
        }
    }
}
