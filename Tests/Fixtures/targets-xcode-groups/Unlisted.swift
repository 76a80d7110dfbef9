let unlisted = true
