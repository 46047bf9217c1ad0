import { Alert, AppState, AppStateStatus, NativeModules } from "react-native"
import { flow, Instance, types } from "mobx-state-tree"
import { translate } from "../../i18n"

const { RNLiveActivity } = NativeModules

export const RideModel = types
  .model("Ride")
  .props({
    id: types.maybe(types.string),
    activityAuthorizationInfo: types.optional(types.boolean, true),
  })
  .actions((self) => ({
    setActivityAuthorizationInfo(enabled: boolean) {
      self.activityAuthorizationInfo = enabled
    },
  }))
  .actions((self) => ({
    checkActivityAuthorizationInfo: flow(function* () {
      const enabled: boolean = yield RNLiveActivity.areActivitiesEnabled()
      self.setActivityAuthorizationInfo(enabled)
    }),
    isRideActive: flow(function* (rideId: string) {
      const ids: string[] = yield RNLiveActivity.getActiveRideIds()
      if (!ids.includes(rideId)) self.id = undefined
    }),
  }))
  .actions((self) => ({
    /** Called by the app's AppState listener when the app becomes active again. */
    onAppForeground(nextAppState: AppStateStatus) {
      if (nextAppState !== "active") return
      // Check if the current ride id is still active
      if (self.id) self.isRideActive(self.id)
    },
    startRide: flow(function* (routeKey: string) {
      if (self.id) {
        Alert.alert(translate("ride.rideExistsTitle"), translate("ride.rideExistsMessage"))
        return
      }
      self.id = yield RNLiveActivity.startActivity(routeKey)
    }),
    afterCreate() {
      self.checkActivityAuthorizationInfo()
      AppState.addEventListener("change", (state) => (self as any).onAppForeground(state))
    },
  }))

export interface Ride extends Instance<typeof RideModel> {}
