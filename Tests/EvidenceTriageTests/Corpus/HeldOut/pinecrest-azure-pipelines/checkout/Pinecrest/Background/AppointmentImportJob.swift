import CoreData

/// Imports the clinic's appointment feed in a BGProcessingTask.
final class AppointmentImportJob {
    private let container: NSPersistentContainer
    init(container: NSPersistentContainer) { self.container = container }

    func run(feed: [AppointmentDTO]) async throws {
        let context = container.newBackgroundContext()
        try await context.perform {
            for dto in feed {
                let appt = Appointment(context: context)   // Appointment has a uniqueness constraint on appointmentID
                appt.appointmentID = dto.id
                appt.startsAt = dto.startsAt
                appt.clinician = dto.clinician
            }
            try context.save()
        }
    }
}
