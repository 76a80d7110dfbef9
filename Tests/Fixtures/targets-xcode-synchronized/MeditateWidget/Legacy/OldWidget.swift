struct OldWidget {}
