package app.kestrel.notify

import com.mmk.kmpnotifier.notification.NotifierManager
import com.mmk.kmpnotifier.notification.PayloadData

class TripListViewModel(private val navigator: Navigator) {
    init {
        NotifierManager.addListener(object : NotifierManager.Listener {
            override fun onNotificationClicked(data: PayloadData) {
                navigator.openTrip(data["tripId"] as? String ?: return)
            }
        })
    }
}
