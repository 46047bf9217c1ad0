import { Alert, AppState, NativeModules } from "react-native"
import { RideModel } from "./ride"

jest.mock("react-native", () => {
  const listeners: Array<(s: string) => void> = []
  return {
    Alert: { alert: jest.fn() },
    AppState: {
      addEventListener: jest.fn((_e: string, cb: (s: string) => void) => listeners.push(cb)),
      emit: (_e: string, state: string) => listeners.forEach((cb) => cb(state)),
    },
    NativeModules: {
      RNLiveActivity: {
        areActivitiesEnabled: jest.fn(),
        getActiveRideIds: jest.fn().mockResolvedValue([]),
        startActivity: jest.fn().mockResolvedValue("ride-1"),
      },
    },
  }
})

const { RNLiveActivity } = NativeModules
const flush = () => new Promise((r) => setImmediate(r))

describe("RideStore live activities", () => {
  beforeEach(() => jest.clearAllMocks())

  it("re-checks authorization when the app returns to the foreground", async () => {
    RNLiveActivity.areActivitiesEnabled.mockResolvedValueOnce(true).mockResolvedValueOnce(false)
    const ride = RideModel.create({})
    await flush()

    ;(AppState as any).emit("change", "active")
    await flush()

    expect(RNLiveActivity.areActivitiesEnabled).toHaveBeenCalledTimes(2)
    expect(ride.activityAuthorizationInfo).toBe(false)
  })

  it("shows an alert instead of starting when Live Activities are disabled", async () => {
    RNLiveActivity.areActivitiesEnabled.mockResolvedValue(false)
    const ride = RideModel.create({})
    await flush()

    await ride.startRide("3700-4600")

    expect(Alert.alert).toHaveBeenCalledWith("Live Activities are off", expect.any(String), expect.any(Array))
    expect(RNLiveActivity.startActivity).not.toHaveBeenCalled()
  })

  it("does not start a second ride while one is active", async () => {
    RNLiveActivity.areActivitiesEnabled.mockResolvedValue(true)
    const ride = RideModel.create({ id: "ride-0" })
    await ride.startRide("3700-4600")
    expect(RNLiveActivity.startActivity).not.toHaveBeenCalled()
  })
})
