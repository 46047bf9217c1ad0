package push

import (
	"encoding/json"
	"testing"

	"github.com/sideshow/apns2"
)

const token = "6a3f1c0e9b2d4a5f8e7c6b5a4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c"

func TestSilentSyncUsesLowPriority(t *testing.T) {
	n, err := SilentSync(token, "R-12", "c_7731")
	if err != nil {
		t.Fatal(err)
	}
	if n.Priority != apns2.PriorityLow {
		t.Errorf("Priority = %d, want %d", n.Priority, apns2.PriorityLow)
	}
}

func TestSilentSyncUsesBackgroundPushType(t *testing.T) {
	n, err := SilentSync(token, "R-12", "c_7731")
	if err != nil {
		t.Fatal(err)
	}
	if n.PushType != apns2.PushTypeBackground {
		t.Errorf("PushType = %q, want %q (iOS 13+ needs apns-push-type: background for content-available pushes)", n.PushType, apns2.PushTypeBackground)
	}
}

func TestSilentSyncPayloadIsContentAvailableOnly(t *testing.T) {
	n, _ := SilentSync(token, "R-12", "c_7731")
	var body struct {
		Aps map[string]any `json:"aps"`
	}
	if err := json.Unmarshal(n.Payload.([]byte), &body); err != nil {
		t.Fatal(err)
	}
	if len(body.Aps) != 1 || body.Aps["content-available"] != float64(1) {
		t.Errorf("aps = %v, want only content-available: 1", body.Aps)
	}
}

func TestDelayAlertIsAlertPush(t *testing.T) {
	n, _ := DelayAlert(token, "R-12", "The 14:10 to Marrow Island leaves at 14:35")
	if n.PushType != apns2.PushTypeAlert || n.Priority != apns2.PriorityHigh {
		t.Errorf("got type %q prio %d", n.PushType, n.Priority)
	}
}
