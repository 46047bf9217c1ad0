package app.moraine.shared.ble

import kotlinx.coroutines.flow.StateFlow

class BluetoothUnavailableException(state: String) : Exception("Bluetooth state is $state")

class ProbeScanner(private val central: CentralAdapter) {
    val probes: StateFlow<List<Probe>> get() = central.discovered

    /** Starts scanning for Moraine probes; the adapter must be powered on. */
    fun scan() {
        val state = central.state()
        if (state != AdapterState.POWERED_ON) throw BluetoothUnavailableException(state.name.lowercase())
        central.startScan(serviceUuid = PROBE_SERVICE)
    }

    fun stop() = central.stopScan()
}
