package push

import (
	"encoding/json"
	"time"

	"github.com/sideshow/apns2"
	"github.com/sideshow/apns2/payload"
)

const topic = "com.quayside.app"

// SilentSync builds the content-available push that tells the app to pull
// timetable changes for a route.
func SilentSync(deviceToken, routeID, cursor string) (*apns2.Notification, error) {
	p := payload.NewPayload().ContentAvailable().Custom("route", routeID).Custom("cursor", cursor)
	body, err := json.Marshal(p)
	if err != nil {
		return nil, err
	}
	return &apns2.Notification{
		DeviceToken: deviceToken,
		Topic:       topic,
		Priority:    apns2.PriorityLow, // 5: background pushes must not use 10
		Expiration:  time.Now().Add(6 * time.Hour),
		CollapseID:  "timetable-" + routeID,
		Payload:     body,
	}, nil
}

// DelayAlert is the user-visible "your ferry is delayed" push.
func DelayAlert(deviceToken, routeID, text string) (*apns2.Notification, error) {
	p := payload.NewPayload().AlertTitle("Sailing delayed").AlertBody(text).Sound("default").ThreadID(routeID)
	body, err := json.Marshal(p)
	if err != nil {
		return nil, err
	}
	return &apns2.Notification{
		DeviceToken: deviceToken,
		Topic:       topic,
		PushType:    apns2.PushTypeAlert,
		Priority:    apns2.PriorityHigh,
		Payload:     body,
	}, nil
}
