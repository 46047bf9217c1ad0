import UIKit
import CoreData

final class NotesListViewController: UITableViewController {
    private var notes: [Note] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        NotesStack.setUp()
        // Warm the pinned-notes cache off the main thread, then insert the welcome note.
        DispatchQueue.global(qos: .userInitiated).async {
            NotesStack.warmPinnedCache()
            DispatchQueue.main.async {
                let welcome = Note.insert(in: NotesStack.defaultContext())   // defaultContext() asserts when the stack is not set up
                welcome.title = "Welcome to Larkspur"
            }
        }
    }
}
